"""Packaging hook: ship the top-level resources/ and translations/*.qm inside the installed package.

Everything else about the package is in pyproject.toml. resources/ and translations/ live at the
top of the repository (STYLE.md's layout); allfives_qt.resources finds them there in a checkout,
inside the package once installed, and in a PyInstaller bundle.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithData(build_py):
    """build_py that also copies resources/ and translations/*.qm into the built package."""

    def run(self):
        super().run()
        root = Path(__file__).resolve().parent
        target = Path(self.build_lib) / "allfives_qt"
        shutil.copytree(root / "resources", target / "resources", dirs_exist_ok=True)
        (target / "translations").mkdir(parents=True, exist_ok=True)
        for qm in (root / "translations").glob("*.qm"):
            shutil.copy2(qm, target / "translations" / qm.name)


setup(cmdclass={"build_py": BuildWithData})
