"""``allfives-qt --self-test`` (issue 7; placeholder)."""


def run_self_test() -> int:
    """Run every self-check; return 0 when all pass."""
    print("self-test: not built yet")
    return 1
