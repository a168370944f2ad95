<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BarKeys</name>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to the replay.</source>
        <translation>Кнопка «%1»: Enter нажимает её; стрелки влево или вправо возвращают к повтору.</translation>
    </message>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to your hand.</source>
        <translation>Кнопка «%1»: Enter нажимает её; стрелки влево или вправо возвращают к вашей руке.</translation>
    </message>
</context>
<context>
    <name>ClaimButtons</name>
    <message>
        <source>Claim</source>
        <translation>Заявить</translation>
    </message>
    <message>
        <source>Claim the points of your last play (C)</source>
        <translation>Заявить очки за свой последний ход (C)</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>Маггинс!</translation>
    </message>
    <message>
        <source>Take the points an opponent did not claim (M)</source>
        <translation>Забрать очки, которые соперник не заявил (M)</translation>
    </message>
    <message>
        <source>Time left to claim your points</source>
        <extracomment>the name a screen reader gives the bar on the Claim button that empties as time runs out</extracomment>
        <translation>Оставшееся время, чтобы заявить свои очки</translation>
    </message>
    <message>
        <source>Too late: %1 called Muggins! and took those points.</source>
        <translation>Поздно: %1 объявил «Маггинс!» и забрал эти очки.</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>%n очко: заявите его клавишей C (или кнопкой «Заявить»), пока не сходил следующий игрок.</numerusform>
            <numerusform>%n очка: заявите их клавишей C (или кнопкой «Заявить»), пока не сходил следующий игрок.</numerusform>
            <numerusform>%n очков: заявите их клавишей C (или кнопкой «Заявить»), пока не сходил следующий игрок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>Вы заявили %n очко.</numerusform>
            <numerusform>Вы заявили %n очка.</numerusform>
            <numerusform>Вы заявили %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 заявляет %n очко.</numerusform>
            <numerusform>%1 заявляет %n очка.</numerusform>
            <numerusform>%1 заявляет %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>Вы не заявили своё %n очко вовремя, и никто не объявил «Маггинс!», поэтому оно потеряно.</numerusform>
            <numerusform>Вы не заявили свои %n очка вовремя, и никто не объявил «Маггинс!», поэтому они потеряны.</numerusform>
            <numerusform>Вы не заявили свои %n очков вовремя, и никто не объявил «Маггинс!», поэтому они потеряны.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Вы объявили «Маггинс!» на ход %3 (%2) и забрали его %n очко.</numerusform>
            <numerusform>Вы объявили «Маггинс!» на ход %3 (%2) и забрали его %n очка.</numerusform>
            <numerusform>Вы объявили «Маггинс!» на ход %3 (%2) и забрали его %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 объявил «Маггинс!» на ваш ход %3 и забрал его %n очко.</numerusform>
            <numerusform>%1 объявил «Маггинс!» на ваш ход %3 и забрал его %n очка.</numerusform>
            <numerusform>%1 объявил «Маггинс!» на ваш ход %3 и забрал его %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 объявил «Маггинс!» на ход %3 (%2) и забрал его %n очко.</numerusform>
            <numerusform>%1 объявил «Маггинс!» на ход %3 (%2) и забрал его %n очка.</numerusform>
            <numerusform>%1 объявил «Маггинс!» на ход %3 (%2) и забрал его %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Вы не заявили вовремя %n очко за свой ход %1, и никто не объявил «Маггинс!», поэтому оно пропало.</numerusform>
            <numerusform>Вы не заявили вовремя %n очка за свой ход %1, и никто не объявил «Маггинс!», поэтому они пропали.</numerusform>
            <numerusform>Вы не заявили вовремя %n очков за свой ход %1, и никто не объявил «Маггинс!», поэтому они пропали.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Маггинс! Вы забираете %n очко, которое не заявил %2.</numerusform>
            <numerusform>Маггинс! Вы забираете %n очка, которые не заявил %2.</numerusform>
            <numerusform>Маггинс! Вы забираете %n очков, которые не заявил %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>Маггинс! %1 забирает %n очко, которое вы не заявили.</numerusform>
            <numerusform>Маггинс! %1 забирает %n очка, которые вы не заявили.</numerusform>
            <numerusform>Маггинс! %1 забирает %n очков, которые вы не заявили.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Маггинс! %1 забирает %n очко, которое не заявил %2.</numerusform>
            <numerusform>Маггинс! %1 забирает %n очка, которые не заявил %2.</numerusform>
            <numerusform>Маггинс! %1 забирает %n очков, которые не заявил %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>При сумме %1 — %n очко.</numerusform>
            <numerusform>При сумме %1 — %n очка.</numerusform>
            <numerusform>При сумме %1 — %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>A count of %1 scores nothing.</source>
        <translation>Сумма %1 очков не приносит.</translation>
    </message>
</context>
<context>
    <name>EndPanels</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Начать новую игру (Ctrl+N)</translation>
    </message>
    <message>
        <source>Deal the next hand (Enter)</source>
        <translation>Сдать следующую раздачу (Enter)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Show the end-of-hand panel again (T; a click on the table does too)</source>
        <translation>Снова показать итоги раздачи (T; то же делает щелчок по столу)</translation>
    </message>
    <message>
        <source>The game is over. Start another with the New game button (Ctrl+N); click the table or press Enter to see the results again.</source>
        <translation>Игра окончена. Начните новую кнопкой «Новая игра» (Ctrl+N); щёлкните по столу или нажмите Enter, чтобы снова увидеть итоги.</translation>
    </message>
    <message>
        <source>The hand is over. Press Enter or the Next hand button to deal the next hand; click the table or press T to see the results again.</source>
        <translation>Раздача окончена. Нажмите Enter или кнопку «Следующая раздача», чтобы сдать следующую; щёлкните по столу или нажмите T, чтобы снова увидеть итоги.</translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>Вы и игрок напротив против двух других</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Partnerships:</source>
        <translation>Пары:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Tiles dealt:</source>
        <translation>Костей в руке:</translation>
    </message>
    <message>
        <source>End of a hand:</source>
        <translation>Конец раздачи:</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>Победа:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Подсчёт очков:</translation>
    </message>
    <message>
        <source>Spinner:</source>
        <translation>Спиннер:</translation>
    </message>
    <message>
        <source>Claiming points:</source>
        <translation>Заявка очков:</translation>
    </message>
    <message>
        <source>Drawing:</source>
        <translation>Добор из базара:</translation>
    </message>
    <message>
        <source>Boneyard:</source>
        <translation>Базар:</translation>
    </message>
    <message>
        <source>After a blocked hand:</source>
        <translation>После рыбы:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Left player:</source>
        <translation>Игрок слева:</translation>
    </message>
    <message>
        <source>Top player:</source>
        <translation>Игрок сверху:</translation>
    </message>
    <message>
        <source>Right player:</source>
        <translation>Игрок справа:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Соперник:</translation>
    </message>
    <message>
        <source>Partner (top):</source>
        <translation>Партнёр (сверху):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Change any rule below to make a custom game.</source>
        <translation>Измените любое правило ниже, чтобы получилась своя игра.</translation>
    </message>
    <message>
        <source>Computer players always claim their own points: Muggins! can be called on points you leave unclaimed, not on theirs.</source>
        <translation>Компьютерные игроки всегда заявляют свои очки: «Маггинс!» можно объявить на очки, которые не заявили вы, но не на их очки.</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>Обычная цель</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Ваша сторона выиграла!</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <comment>a side of two players, as Opponents</comment>
        <translation>Победитель: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>Победитель: %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>End of hand %1</source>
        <translation>Конец раздачи %1</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Вы вышли: у вас не осталось костей.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 выложил все кости.</translation>
    </message>
    <message>
        <source>The hand is blocked: nobody can play.</source>
        <translation>Рыба: никто не может походить.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Осталось костей</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Округлено</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>За ходы</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>Конец раздачи</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>За раздачу</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Показать стол</translation>
    </message>
    <message>
        <source>Hide this panel to look at the table (T); the Results button under the table shows it again</source>
        <translation>Скрыть эту панель, чтобы посмотреть на стол (T); кнопка «Итоги» под столом покажет её снова</translation>
    </message>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>К концу этой раздачи одна из сторон дошла до цели в %n очко, и игра окончена: побеждает наибольший счёт.</numerusform>
            <numerusform>К концу этой раздачи одна из сторон дошла до цели в %n очка, и игра окончена: побеждает наибольший счёт.</numerusform>
            <numerusform>К концу этой раздачи одна из сторон дошла до цели в %n очков, и игра окончена: побеждает наибольший счёт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score.</source>
        <translation>Точки каждого игрока округляются до ближайшего числа, кратного 5, и вычитаются из счёта его стороны.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips; a tie: nobody) scores 1 point. No pips are taken away.</source>
        <translation>Сторона, которая первой выложила все кости (а при «рыбе» — сторона с наименьшим числом точек; при равенстве — никто), получает 1 очко. Точки не вычитаются.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips.</source>
        <translation>Сторона, которая первой выложила все кости (а при «рыбе» — сторона с наименьшим числом точек), забирает себе округлённые точки остальных.</translation>
    </message>
    <message>
        <source>Fewest pips: a tie, so no side collects or scores.</source>
        <translation>Меньше всего точек: поровну, поэтому никто ничего не получает.</translation>
    </message>
    <message>
        <source>Fewest pips: %1.</source>
        <translation>Меньше всего точек: %1.</translation>
    </message>
    <message>
        <source>&quot;Plays&quot; are the points scored during the hand; &quot;This hand&quot; adds up both.</source>
        <translation>«За ходы» — очки, набранные во время раздачи; «За раздачу» складывает обе графы.</translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Ход с очками довёл счёт до цели в %n очко в раздаче %2.</numerusform>
            <numerusform>Ход с очками довёл счёт до цели в %n очка в раздаче %2.</numerusform>
            <numerusform>Ход с очками довёл счёт до цели в %n очков в раздаче %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Вы объявили «Маггинс!» и дошли до цели в %n очко в раздаче %2.</numerusform>
            <numerusform>Вы объявили «Маггинс!» и дошли до цели в %n очка в раздаче %2.</numerusform>
            <numerusform>Вы объявили «Маггинс!» и дошли до цели в %n очков в раздаче %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 объявил «Маггинс!» и дошёл до цели в %n очко в раздаче %2.</numerusform>
            <numerusform>%1 объявил «Маггинс!» и дошёл до цели в %n очка в раздаче %2.</numerusform>
            <numerusform>%1 объявил «Маггинс!» и дошёл до цели в %n очков в раздаче %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Вы выложили %3 (+%4) и дошли до цели в %n очко в раздаче %2.</numerusform>
            <numerusform>Вы выложили %3 (+%4) и дошли до цели в %n очка в раздаче %2.</numerusform>
            <numerusform>Вы выложили %3 (+%4) и дошли до цели в %n очков в раздаче %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 выложил %3 (+%4) и дошёл до цели в %n очко в раздаче %2.</numerusform>
            <numerusform>%1 выложил %3 (+%4) и дошёл до цели в %n очка в раздаче %2.</numerusform>
            <numerusform>%1 выложил %3 (+%4) и дошёл до цели в %n очков в раздаче %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the scores after each hand</source>
        <translation>График счёта после каждой раздачи</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>See how your plays compare with the best moves, hand by hand (R)</source>
        <translation>Сравните свои ходы с лучшими, раздача за раздачей (R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>See how your plays in this hand compare with the best moves (R)</source>
        <translation>Сравните свои ходы в этой раздаче с лучшими (R)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>Положите %1 на %2: это даёт %n очко, больше сейчас не получить.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очка, больше сейчас не получить.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очков, больше сейчас не получить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>Положите %1 на %2: это даёт %n очко и из всех ходов оставляет сопернику меньше всего очков.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очка и из всех ходов оставляет сопернику меньше всего очков.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очков и из всех ходов оставляет сопернику меньше всего очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>Положите %1 на %2: это даёт %n очко и из всех ходов оставляет следующему игроку меньше всего очков.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очка и из всех ходов оставляет следующему игроку меньше всего очков.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очков и из всех ходов оставляет следующему игроку меньше всего очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>Положите %1 на %2: это ваш единственный ход, и он даёт %n очко.</numerusform>
            <numerusform>Положите %1 на %2: это ваш единственный ход, и он даёт %n очка.</numerusform>
            <numerusform>Положите %1 на %2: это ваш единственный ход, и он даёт %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>Положите %1 на %2 или на другой подсвеченный конец: открытые концы в любом случае будут одинаковыми, так что это ваш единственный выбор, и он даёт %n очко.</numerusform>
            <numerusform>Положите %1 на %2 или на другой подсвеченный конец: открытые концы в любом случае будут одинаковыми, так что это ваш единственный выбор, и он даёт %n очка.</numerusform>
            <numerusform>Положите %1 на %2 или на другой подсвеченный конец: открытые концы в любом случае будут одинаковыми, так что это ваш единственный выбор, и он даёт %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>Положите %1 на %2: это даёт %n очко, и это ваша последняя кость: раздача закончится.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очка, и это ваша последняя кость: раздача закончится.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очков, и это ваша последняя кость: раздача закончится.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>Положите %1 на %2: это даёт %n очко, и если смотреть на несколько ходов вперёд, это лучший ход.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очка, и если смотреть на несколько ходов вперёд, это лучший ход.</numerusform>
            <numerusform>Положите %1 на %2: это даёт %n очков, и если смотреть на несколько ходов вперёд, это лучший ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 держит всего %n кость, так что раздача может скоро закончиться, а тогда считаются точки, оставшиеся на руках: этот ход избавляет от %1, ваш самый лёгкий ход — только от %2.</numerusform>
            <numerusform>%3 держит всего %n кости, так что раздача может скоро закончиться, а тогда считаются точки, оставшиеся на руках: этот ход избавляет от %1, ваш самый лёгкий ход — только от %2.</numerusform>
            <numerusform>%3 держит всего %n костей, так что раздача может скоро закончиться, а тогда считаются точки, оставшиеся на руках: этот ход избавляет от %1, ваш самый лёгкий ход — только от %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n точки</numerusform>
            <numerusform>%n точек</numerusform>
            <numerusform>%n точек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Ход %1 на %2 дал бы сейчас %n очко, но за остаток раздачи он стоит меньше.</numerusform>
            <numerusform>Ход %1 на %2 дал бы сейчас %n очка, но за остаток раздачи он стоит меньше.</numerusform>
            <numerusform>Ход %1 на %2 дал бы сейчас %n очков, но за остаток раздачи он стоит меньше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>%1 может дать сейчас %n очко: Enter выбирает её.</numerusform>
            <numerusform>%1 может дать сейчас %n очка: Enter выбирает её.</numerusform>
            <numerusform>%1 может дать сейчас %n очков: Enter выбирает её.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>%1 на %2 даёт сейчас %n очко.</numerusform>
            <numerusform>%1 на %2 даёт сейчас %n очка.</numerusform>
            <numerusform>%1 на %2 даёт сейчас %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is just as good.</source>
        <translation>Ход %1 на %2 ничуть не хуже.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>Ход %1 на %2 и ещё %n ход ничуть не хуже.</numerusform>
            <numerusform>Ход %1 на %2 и ещё %n хода ничуть не хуже.</numerusform>
            <numerusform>Ход %1 на %2 и ещё %n ходов ничуть не хуже.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Abandoned</source>
        <translation>Брошена</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>(Undo used)</source>
        <translation>(с отменой ходов)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (%2 из %n раздачи)</numerusform>
            <numerusform>%1 (%2 из %n раздач)</numerusform>
            <numerusform>%1 (%2 из %n раздач)</numerusform>
        </translation>
    </message>
    <message>
        <source>hand %1, play %2: cost %3</source>
        <translation>раздача %1, ход %2: стоил %3</translation>
    </message>
    <message>
        <source>its review could not be read</source>
        <translation>разбор не удалось прочитать</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>No game has been kept yet: games appear here once finished or left, and the game you are playing once one of its hands is over.</source>
        <translation>Пока не сохранено ни одной игры: здесь появятся законченные и брошенные игры, а игра, которую вы играете сейчас, — как только закончится одна из её раздач.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Самая большая ошибка</translation>
    </message>
    <message>
        <source>The share of your reviewed plays that gave away less than one point, and, when only some of the game&apos;s hands were reviewed, how many of them were</source>
        <translation>Доля ваших разобранных ходов, в которых упущено меньше одного очка, а если разобраны не все раздачи игры — сколько из них разобрано</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>Показать в повторе</translation>
    </message>
    <message>
        <source>Show biggest mistake</source>
        <translation>Показать самую большую ошибку</translation>
    </message>
    <message>
        <source>Open the selected game in the replay at the play that gave away the most points, with the better move</source>
        <translation>Открыть выбранную партию в повторе на ходе, упустившем больше всего очков, с лучшим ходом</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Точность ваших разобранных партий, сначала старые</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fives</source>
        <translation>Все пятёрки</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>С&amp;ледующая раздача</translation>
    </message>
    <message>
        <source>&amp;Review your plays</source>
        <translation>&amp;Разбор ваших ходов</translation>
    </message>
    <message>
        <source>&amp;Draw a tile</source>
        <translation>&amp;Взять кость</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подс&amp;казка</translation>
    </message>
    <message>
        <source>&amp;Claim points</source>
        <translation>За&amp;явить очки</translation>
    </message>
    <message>
        <source>Call &amp;Muggins!</source>
        <translation>Объявить «&amp;Маггинс!»</translation>
    </message>
    <message>
        <source>&amp;About this deal…</source>
        <translation>О&amp;б этой раздаче…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>&amp;Сохранить запись…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Открыть &amp;запись…</translation>
    </message>
    <message>
        <source>P&amp;lay on from a record…</source>
        <translation>&amp;Доиграть партию из записи…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Настро&amp;йки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>У&amp;величить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Dra&amp;w and pass automatically</source>
        <translation>&amp;Добирать и пасовать автоматически</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>&amp;Small tiles</source>
        <translation>&amp;Мелкие кости</translation>
    </message>
    <message>
        <source>&amp;Normal tiles</source>
        <translation>&amp;Обычные кости</translation>
    </message>
    <message>
        <source>&amp;Large tiles</source>
        <translation>&amp;Крупные кости</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>&amp;Уместить в окне</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>М&amp;гновенно</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Предлагать &amp;подсказки</translation>
    </message>
    <message>
        <source>&amp;Tile size</source>
        <translation>&amp;Размер костей</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About All Fives</source>
        <translation>&amp;О программе «Все пятёрки»</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Взять кость из базара (D)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pass: no tile fits and nothing is left to draw (P)</source>
        <translation>Пас: ни одна кость не подходит и брать больше нечего (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Ask the expert player what to play (H)</source>
        <translation>Спросить у опытного игрока, как походить (H)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Seed of this game</source>
        <translation>Номер расклада этой игры</translation>
    </message>
    <message>
        <source>The saved game did not say how well its computer players played: Medium players play on for them.</source>
        <translation>В сохранённой игре не сказано, какого уровня были её компьютерные игроки: вместо них дальше играют игроки уровня «Средний».</translation>
    </message>
    <message>
        <source>Resume goes on with that game; New game deals seed %1, as the command line asked.</source>
        <translation>«Продолжить» продолжит ту игру; «Новая игра» раздаст номер расклада %1, как просила командная строка.</translation>
    </message>
    <message>
        <source>That game was dealt from seed %1, as the command line asked: Resume goes on with it; New game deals it again from its first hand.</source>
        <translation>У этой игры номер расклада %1, как просила командная строка: «Продолжить» продолжит её; «Новая игра» сдаст её заново с первой раздачи.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>You have a game that is not finished. Resume it where you left it?</source>
        <translation>У вас есть незаконченная игра. Продолжить с того места, где вы остановились?</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since your opponent, once stuck, must pass instead of drawing.</source>
        <translation>Подсказка. Возьмите из базара (D), прежде чем ходить: здесь выгодно взять все кости, какие можно, ведь соперник, застряв, должен будет пасовать, а не брать из базара.</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since the tiles you hold cost nothing at the end of the hand.</source>
        <translation>Подсказка. Возьмите из базара (D), прежде чем ходить: здесь выгодно взять все кости, какие можно, ведь кости на руках в конце раздачи ничего не стоят.</translation>
    </message>
    <message>
        <source>Hand %1, scores: %2.</source>
        <translation>Раздача %1, счёт: %2.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>Игра продолжается с того места, где вы остановились.</translation>
    </message>
    <message>
        <source>This is the demo: the games played here are not saved. Start All Fives without --demo to keep your games.</source>
        <translation>Это демонстрация: партии здесь не сохраняются. Запустите All Fives без --demo, чтобы сохранять свои партии.</translation>
    </message>
    <message>
        <source>Your last play and every move after it were taken back. It is your turn again.</source>
        <translation>Ваш последний ход и все ходы после него отменены. Снова ваш ход.</translation>
    </message>
    <message>
        <source>Hints are off. To turn them on: View › Offer hints (or Game › Settings).</source>
        <translation>Подсказки выключены. Чтобы включить: Вид › Предлагать подсказки (или Игра › Настройки).</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>Бросить текущую игру и начать новую?</translation>
    </message>
    <message>
        <source>The game you leave is kept in your history and counted in your statistics as abandoned.</source>
        <translation>Брошенная игра сохранится в вашей истории и будет учтена в статистике как брошенная.</translation>
    </message>
    <message>
        <source>Your files cannot be written now, so the game you leave cannot be kept in your history; Game › Save record can keep it in another folder first.</source>
        <translation>Ваши файлы сейчас невозможно записать, поэтому брошенная игра не сохранится в вашей истории; через Игра › Сохранить запись её можно сначала сохранить в другой папке.</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Номер расклада %1</translation>
    </message>
    <message>
        <source>A replay cannot be undone: close it (Escape) to go back to your game.</source>
        <translation>В повторе ходы не отменяются: закройте его (Escape), чтобы вернуться к своей партии.</translation>
    </message>
    <message>
        <source>This hand is over, so its plays can no longer be taken back.</source>
        <translation>Эта раздача окончена, и её ходы уже нельзя отменить.</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>Отмена ходов выключена в настройках.</translation>
    </message>
    <message>
        <source>There is no play of yours in this hand to take back.</source>
        <translation>В этой раздаче нет вашего хода, который можно отменить.</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits an open end, so draw from the boneyard (D).</source>
        <translation>Подсказка. Ни одна ваша кость не подходит к открытым концам, поэтому берите из базара (D).</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits and nothing is left to draw, so pass (P).</source>
        <translation>Подсказка. Ни одна ваша кость не подходит и брать больше нечего, поэтому пас (P).</translation>
    </message>
    <message>
        <source>A hint will come at your turn.</source>
        <translation>Подсказка появится, когда настанет ваш ход.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn to play a tile.</source>
        <translation>Подсказка доступна, когда ваш ход и нужно выложить кость.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Ищу подсказку…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>This game was dealt from seed %1.</source>
        <translation>Номер расклада этой игры: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>цель %1</translation>
    </message>
    <message>
        <source>hand %1 of this game</source>
        <translation>раздача %1 этой игры</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>Об этой раздаче</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Компьютерные игроки: %1</translation>
    </message>
    <message>
        <source>To play the same deals again, choose seed %1 and the same players and rules in the New game dialog (the seed alone does not set them). This command opens it with the seed:
allfives-qt --seed %1</source>
        <translation>Чтобы сыграть те же раздачи ещё раз, выберите в окне «Новая игра» номер расклада %1 и тех же игроков с теми же правилами (сам номер их не задаёт). Эта команда откроет окно с этим номером:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>Seed %1 does not deal all of this game&apos;s hands: those it does not deal are its record&apos;s own.</source>
        <translation>Номер расклада %1 даёт не все расклады этой игры: остальные взяты из её записи.</translation>
    </message>
    <message>
        <source>This game&apos;s record gives no seed: its deals are the record&apos;s own, and no seed deals them again.</source>
        <translation>В записи этой игры номер расклада не указан: её расклады взяты из самой записи, и никакой номер расклада их не повторит.</translation>
    </message>
    <message>
        <source>No: each player scores alone</source>
        <translation>Нет: каждый играет сам за себя</translation>
    </message>
    <message>
        <source>Every other rule as in %1.</source>
        <translation>Все остальные правила — как в игре «%1».</translation>
    </message>
    <message>
        <source>All Fives %1</source>
        <translation>Все пятёрки %1</translation>
    </message>
    <message>
        <source>A dominoes game for one person against computer players: score points whenever the open ends of the layout add up to a multiple of five.</source>
        <translation>Домино для одного человека против компьютерных игроков: очки начисляются, когда сумма открытых концов выкладки кратна пяти.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Лицензия: GNU General Public License версии 3 или более поздней (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This deal: seed %1. With the same players and rules, this command deals it again:
allfives-qt --seed %1</source>
        <translation>Эта сдача: номер расклада %1. С теми же игроками и правилами эта команда сдаст её снова:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>About All Fives</source>
        <translation>Об игре</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>This game holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Эта игра содержит раздачу, которую вы сейчас играете, и она ещё не окончена: её можно будет показать, когда эта раздача закончится.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Номер расклада (необязательно):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Номер расклада</translation>
    </message>
    <message>
        <source>A seed is a whole number from %1 to %2. Leave it empty for a random one.</source>
        <translation>Номер расклада — целое число от %1 до %2. Оставьте поле пустым, чтобы номер выбрался случайно.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Start a game with your usual choices (Game › Settings…)</source>
        <translation>Начать игру с вашими обычными настройками (Игра › Настройки…)</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Скрыть это сообщение</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Жадный</translation>
    </message>
    <message>
        <source>Standard (9 each for 2 players, 7 for 3, 5 for 4)</source>
        <translation>Стандарт (по 9 вдвоём, по 7 втроём, по 5 вчетвером)</translation>
    </message>
    <message>
        <source>Five each</source>
        <translation>По пять</translation>
    </message>
    <message>
        <source>Seven each for 2 players, five for 3 or 4</source>
        <translation>По семь вдвоём, по пять втроём или вчетвером</translation>
    </message>
    <message>
        <source>Each player loses the pips left in hand</source>
        <translation>Каждый теряет точки, оставшиеся на руках</translation>
    </message>
    <message>
        <source>The side that goes out collects the others&apos; pips</source>
        <translation>Сторона, первой выложившая все кости, забирает точки остальных</translation>
    </message>
    <message>
        <source>One point to the side that goes out (or has the fewest pips)</source>
        <translation>Одно очко стороне, которая первой выложила все кости (или у которой меньше всего точек)</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>Все пятёрки</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Маггинс</translation>
    </message>
    <message>
        <source>Fives and Threes</source>
        <translation>Пятёрки и тройки</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Своя</translation>
    </message>
    <message>
        <source>Multiples of 5 score their count</source>
        <translation>Сумма, кратная 5, идёт в очки</translation>
    </message>
    <message>
        <source>Fives and threes: count / 5 plus count / 3</source>
        <translation>Пятёрки и тройки: сумма / 5 плюс сумма / 3</translation>
    </message>
    <message>
        <source>The first double is the spinner</source>
        <translation>Первый дубль — спиннер</translation>
    </message>
    <message>
        <source>No spinner: one line</source>
        <translation>Без спиннера: одна линия</translation>
    </message>
    <message>
        <source>Points are scored at once</source>
        <translation>Очки засчитываются сразу</translation>
    </message>
    <message>
        <source>Claim your points, or an opponent calls Muggins</source>
        <translation>Заявляйте свои очки, иначе соперник объявит «Маггинс!»</translation>
    </message>
    <message>
        <source>Only when no tile fits</source>
        <translation>Только когда ни одна кость не подходит</translation>
    </message>
    <message>
        <source>At will, before playing</source>
        <translation>По желанию, перед ходом</translation>
    </message>
    <message>
        <source>Every tile may be drawn</source>
        <translation>Можно брать все кости</translation>
    </message>
    <message>
        <source>The last two tiles are never drawn</source>
        <translation>Две последние кости никогда не берут</translation>
    </message>
    <message>
        <source>A player chosen at random</source>
        <translation>Случайно выбранный игрок</translation>
    </message>
    <message>
        <source>The player with the fewest pips</source>
        <translation>Игрок с наименьшим числом точек</translation>
    </message>
    <message>
        <source>The same player again</source>
        <translation>Тот же игрок снова</translation>
    </message>
    <message>
        <source>At once when a side reaches the target</source>
        <translation>Сразу, как только сторона достигнет цели</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>В конце раздачи, по наибольшему счёту</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Game records (*.json)</source>
        <extracomment>Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads &quot;(*.json)&quot;.</extracomment>
        <translation>Записи партий (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Имя файла:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Тип файлов:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Сохранять пока нечего.</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Сохранение записи партии</translation>
    </message>
    <message>
        <source>Game record saved as %1.</source>
        <translation>Запись партии сохранена как %1.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Диск заполнен.</translation>
    </message>
    <message>
        <source>That folder cannot be written to (it is read-only, or not yours).</source>
        <translation>В эту папку нельзя записать (она только для чтения или не ваша).</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>Система сообщает: %1</translation>
    </message>
    <message>
        <source>The game record could not be saved as %1.</source>
        <translation>Не удалось сохранить запись партии как %1.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Открытие записи партии</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Чтение записи игры…</translation>
    </message>
    <message>
        <source>The file cannot be read (the system says: %1).</source>
        <translation>Файл не удаётся прочитать (система сообщает: %1).</translation>
    </message>
    <message>
        <source>Its hand %1 is not written as a game record&apos;s hands are:</source>
        <translation>Раздача %1 в ней записана не так, как записываются раздачи в записи игры:</translation>
    </message>
    <message>
        <source>It breaks the rules at hand %1, play %2:</source>
        <translation>Нарушение правил в раздаче %1, ход %2:</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its text goes wrong at line %1, column %2.</source>
        <translation>Файл повреждён или обрезан: его текст нарушен в строке %1, столбце %2.</translation>
    </message>
    <message>
        <source>It is not a game record this program can read:</source>
        <translation>Это не запись партии, которую может прочитать программа:</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words; it counts seats from 0, as the file does.)</source>
        <translation>(Так пишет проверка записи, по-английски; места в ней считаются с 0, как в файле.)</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words.)</source>
        <translation>(Так пишет проверка записи, по-английски.)</translation>
    </message>
    <message>
        <source>The file is %1; a game record is at most %2.</source>
        <translation>Размер файла %1, а запись партии не больше %2.</translation>
    </message>
    <message>
        <source>It has no record version.</source>
        <translation>В нём не указана версия записи.</translation>
    </message>
    <message>
        <source>It was written for another version of the game record format.</source>
        <translation>Он записан в другой версии формата записи партии.</translation>
    </message>
    <message>
        <source>This program reads version %1 records.</source>
        <translation>Программа читает записи версии %1.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Это папка, а не файл.</translation>
    </message>
    <message>
        <source>It is not a file that can be read from start to end (a device or a pipe).</source>
        <translation>Это не файл, который можно прочитать от начала до конца (устройство или канал).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>The file holds only blank space.</source>
        <translation>В файле только пробелы.</translation>
    </message>
    <message>
        <source>The file is not text: a game record is text (JSON, in UTF-8).</source>
        <translation>Файл не текстовый: запись партии — это текст (JSON в кодировке UTF-8).</translation>
    </message>
    <message>
        <source>The file is text, but not JSON: a game record starts with “{”.</source>
        <translation>Файл текстовый, но не JSON: запись партии начинается с «{».</translation>
    </message>
    <message>
        <source>The file is JSON, but not a game record: a game record starts with “{”.</source>
        <translation>Файл в формате JSON, но это не запись партии: запись партии начинается с «{».</translation>
    </message>
    <message>
        <source>The file is JSON, but not an All Fives game record: a game record says “&quot;format&quot;: &quot;allfives-record&quot;”.</source>
        <translation>Файл в формате JSON, но это не запись партии All Fives: в записи партии указано «&quot;format&quot;: &quot;allfives-record&quot;».</translation>
    </message>
    <message>
        <source>The record %1 cannot be shown.</source>
        <translation>Запись %1 не может быть показана.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>The end of your last game could not be saved, so it is not in your history, and the next start may offer it from an earlier play. Quit anyway?</source>
        <translation>Конец вашей последней партии не удалось сохранить, поэтому её нет в вашей истории, и при следующем запуске её могут предложить продолжить с более раннего хода. Всё равно выйти?</translation>
    </message>
    <message>
        <source>This game could not be saved, so it cannot be offered when you start again. Quit anyway?</source>
        <translation>Эту партию не удалось сохранить, поэтому при следующем запуске её не предложат продолжить. Всё равно выйти?</translation>
    </message>
    <message>
        <source>Save record… keeps a record of it in another folder, which Game › Open record can replay.</source>
        <translation>«Сохранить запись…» сохранит её запись в другой папке; её можно будет воспроизвести через Игра › Открыть запись.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Сохранить запись…</translation>
    </message>
    <message>
        <source>The record %1 holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Запись %1 содержит раздачу, которую вы сейчас играете, и она ещё не окончена: её можно будет показать, когда эта раздача закончится.</translation>
    </message>
    <message>
        <source>The review kept in this record could not be read, so its marks are not shown: press R to review your plays again.</source>
        <translation>Разбор, сохранённый в этой записи, не удалось прочитать, поэтому его отметки не показаны: нажмите R, чтобы снова разобрать ваши ходы.</translation>
    </message>
    <message>
        <source>Play on from a game record</source>
        <translation>Доиграть партию из записи</translation>
    </message>
    <message>
        <source>The record %1 cannot be played on.</source>
        <translation>Партию из записи %1 нельзя доиграть.</translation>
    </message>
    <message>
        <source>Its game is over: Game › Open record shows it again.</source>
        <translation>Её партия окончена: Игра › Открыть запись покажет её снова.</translation>
    </message>
    <message>
        <source>No seat of its game is a person&apos;s: every player is a computer player.</source>
        <translation>В её партии нет места человека: все игроки компьютерные.</translation>
    </message>
    <message>
        <source>Its target, %1, is past the highest a game here can have, %2.</source>
        <translation>Цель этой игры (%1) выше самой высокой цели, какая может быть у игры здесь (%2).</translation>
    </message>
    <message>
        <source>The record is of the game being played, as it stands now: the game goes on as it is.</source>
        <translation>Это запись идущей игры в её нынешнем положении: игра продолжается как есть.</translation>
    </message>
    <message>
        <source>Leave the game in progress and play on from the record?</source>
        <translation>Бросить текущую игру и продолжить игру из записи?</translation>
    </message>
    <message>
        <source>The game of the record goes on. %1</source>
        <translation>Партия из записи продолжается. %1</translation>
    </message>
    <message>
        <source>The record does not say how well its computer players played: Medium players play on for them.</source>
        <translation>В записи не сказано, какого уровня были её компьютерные игроки: вместо них дальше играют игроки уровня «Средний».</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Выделить всё</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Шаг &amp;вверх</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Шаг в&amp;низ</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Родительская папка</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Создать папку</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Подробно</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Вернуться назад</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Перейти вперёд</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Перейти в родительскую папку</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Создать новую папку</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Показать списком</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Показать подробно</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Боковая панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Список мест и закладок</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Недавние места</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Показывать &amp;скрытые файлы</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Показать </translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Новая папка</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Новая папка</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Удалить «%1»?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>«%1» защищён от записи.
Всё равно удалить?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Не удалось удалить папку.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 уже существует.
Заменить?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Файл не найден.
Проверьте, верно ли указано имя файла.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Папка не найдена.
Проверьте, верно ли указано имя папки.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Изменён</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Недопустимое имя файла</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Имя «%1» использовать нельзя.&lt;/b&gt;&lt;p&gt;Попробуйте другое имя: короче или без знаков препинания.</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Write &quot;RTL&quot; for a right-to-left language (Hebrew), &quot;LTR&quot; for every other.</extracomment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Восстановить значения по умолчанию</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Не сохранять</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Прокрутить сюда</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>На страницу вверх</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>На страницу вниз</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Прокрутить вверх</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Прокрутить вниз</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>К левому краю</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>К правому краю</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>На страницу влево</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>На страницу вправо</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Прокрутить влево</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Прокрутить вправо</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 держал всего %n кость, так что раздача могла скоро закончиться, а тогда считаются точки, оставшиеся на руках: лучший ход избавлял от %1, ваш — только от %2.</numerusform>
            <numerusform>%3 держал всего %n кости, так что раздача могла скоро закончиться, а тогда считаются точки, оставшиеся на руках: лучший ход избавлял от %1, ваш — только от %2.</numerusform>
            <numerusform>%3 держал всего %n костей, так что раздача могла скоро закончиться, а тогда считаются точки, оставшиеся на руках: лучший ход избавлял от %1, ваш — только от %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Ход %1 на %2 сразу дал бы %n очко, но за остаток раздачи принёс бы меньше.</numerusform>
            <numerusform>Ход %1 на %2 сразу дал бы %n очка, но за остаток раздачи принёс бы меньше.</numerusform>
            <numerusform>Ход %1 на %2 сразу дал бы %n очков, но за остаток раздачи принёс бы меньше.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Play %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>The deal</source>
        <comment>the replay&apos;s step of the deal, before any play</comment>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Stop stepping (Space)</source>
        <translation>Остановить показ (Пробел)</translation>
    </message>
    <message>
        <source>Step through the plays on their own (Space)</source>
        <translation>Показывать ходы один за другим (Пробел)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Go to the deal of this hand; again: the first deal of the game (Home)</source>
        <translation>К сдаче этой раздачи; ещё раз: к первой сдаче игры (Home)</translation>
    </message>
    <message>
        <source>Go to the end of this hand; again: the end of the game (End)</source>
        <translation>К концу этой раздачи; ещё раз: к концу игры (End)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Повтор: %1</translation>
    </message>
    <message>
        <source>One play back (Left arrow)</source>
        <translation>На ход назад (стрелка влево)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>One play forward (Right arrow)</source>
        <translation>На ход вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Закрыть повтор</translation>
    </message>
    <message>
        <source>Leave the replay and go back to your game (Escape)</source>
        <translation>Выйти из повтора и вернуться к своей игре (Escape)</translation>
    </message>
    <message>
        <source>Jump to a hand</source>
        <translation>Перейти к раздаче</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Hand %1: the deal. First to play: %2.</source>
        <translation>Раздача %1: сдача. Начинает: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>%1: «Маггинс!» — и забирает %n очко.</numerusform>
            <numerusform>%1: «Маггинс!» — и забирает %n очка.</numerusform>
            <numerusform>%1: «Маггинс!» — и забирает %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody called Muggins: the points are lost.</source>
        <translation>Никто не объявил «Маггинс!»: очки пропали.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4, %n очко.</numerusform>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4, %n очка.</numerusform>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4: %n очко не заявлено.</numerusform>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4: %n очка не заявлены.</numerusform>
            <numerusform>Вы взяли из базара %5 и выложили %2 на %3. Сумма %4: %n очков не заявлено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4, %n очко.</numerusform>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4, %n очка.</numerusform>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4: %n очко не заявлено.</numerusform>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4: %n очка не заявлены.</numerusform>
            <numerusform>%1 взял из базара %5 и выложил %2 на %3. Сумма %4: %n очков не заявлено.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed after this play.</source>
        <translation>Вы спасовали после этого хода.</translation>
    </message>
    <message>
        <source>%1 passed after this play.</source>
        <translation>%1 спасовал после этого хода.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>At the end of the hand: %1.</source>
        <translation>В конце раздачи: %1.</translation>
    </message>
    <message>
        <source>Hand %1, play %2:</source>
        <translation>Раздача %1, ход %2:</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 выложил %2 на %3. Сумма %4, %n очко.</numerusform>
            <numerusform>%1 выложил %2 на %3. Сумма %4, %n очка.</numerusform>
            <numerusform>%1 выложил %2 на %3. Сумма %4, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 выложил %2 на %3. Сумма %4: %n очко не заявлено.</numerusform>
            <numerusform>%1 выложил %2 на %3. Сумма %4: %n очка не заявлены.</numerusform>
            <numerusform>%1 выложил %2 на %3. Сумма %4: %n очков не заявлено.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed.</source>
        <translation>Вы взяли из базара %2 и спасовали.</translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed after this play.</source>
        <translation>Вы взяли из базара %2 и спасовали после этого хода.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed.</source>
        <translation>%1 взял из базара %2 и спасовал.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed after this play.</source>
        <translation>%1 взял из базара %2 и спасовал после этого хода.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the hand.</source>
        <translation>Запись обрывается здесь, посреди раздачи.</translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Вы выложили %2 на %3. Сумма %4, %n очко.</numerusform>
            <numerusform>Вы выложили %2 на %3. Сумма %4, %n очка.</numerusform>
            <numerusform>Вы выложили %2 на %3. Сумма %4, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Вы выложили %2 на %3. Сумма %4: %n очко не заявлено.</numerusform>
            <numerusform>Вы выложили %2 на %3. Сумма %4: %n очка не заявлены.</numerusform>
            <numerusform>Вы выложили %2 на %3. Сумма %4: %n очков не заявлено.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Вы спасовали.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 спасовал.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>It was your only play.</source>
        <translation>Это был ваш единственный ход.</translation>
    </message>
    <message>
        <source>The move itself was the best.</source>
        <translation>Сам ход был лучшим.</translation>
    </message>
    <message>
        <source>In all, this play cost %1.</source>
        <translation>Всего этот ход стоил %1.</translation>
    </message>
    <message>
        <source>Either end your tile fitted left the same open ends, so you had no real choice here.</source>
        <translation>На любом из концов, к которым подходила ваша кость, открытые концы остались бы теми же, так что настоящего выбора здесь у вас не было.</translation>
    </message>
    <message>
        <source>Whether to draw first instead is not judged.</source>
        <translation>Стоило ли вместо этого сначала взять кость из базара, не оценивается.</translation>
    </message>
    <message>
        <source>Your play %1 won the game.</source>
        <translation>Ваш ход %1 принёс победу в игре.</translation>
    </message>
    <message>
        <source>Your play %1 was the best.</source>
        <translation>Ваш ход %1 был лучшим.</translation>
    </message>
    <message>
        <source>Better: %1, which would have won the game at once. Your play %3 cost %4.</source>
        <translation>Лучше: %1 — этот ход сразу выиграл бы игру. Ваш ход %3 стоил %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 scored %2 at once, but cost %4 over the rest of the hand.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Лучше: %1. Ваш ход %3 сразу принёс %2, но стоил %4 за остаток раздачи.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 cost %4.</source>
        <translation>Лучше: %1. Ваш ход %3 стоил %4.</translation>
    </message>
    <message>
        <source>not claimed: cost %1</source>
        <translation>не заявлено: стоило %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>стоил %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>The next player had one tile left: after your play they could have played it and ended the hand; after the better move, no tile they could hold would have fitted.</source>
        <translation>У следующего игрока оставалась одна кость: после вашего хода он мог бы её выложить и закончить раздачу; после лучшего хода ни одна кость, которая могла у него быть, не подошла бы.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>После вашего хода следующий игрок мог сразу набрать до %1; после лучшего хода — ничего.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>После вашего хода следующий игрок мог сразу набрать до %1; после лучшего хода — не больше %2.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>После него следующий игрок мог сразу набрать до %1; после вашего хода — ничего.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>После него следующий игрок мог сразу набрать до %1; после вашего хода — не больше %2.</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Reviewing your plays...</source>
        <translation>Разбираем ваши ходы...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Не удалось выполнить разбор.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No reviewed play at this step</source>
        <translation>На этом шаге нет разобранного хода</translation>
    </message>
    <message>
        <source>None of your plays had a choice to review.</source>
        <translation>Ни в одном из ваших ходов не было выбора для разбора.</translation>
    </message>
    <message>
        <source>; no points given away, accuracy %1%</source>
        <translation>; не упущено ни одного очка, точность %1%</translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; с учётом пропущенных заявлений ходов, где упущено меньше одного очка: %1 из %n; точность %2%</numerusform>
            <numerusform>; с учётом пропущенных заявлений ходов, где упущено меньше одного очка: %1 из %n; точность %2%</numerusform>
            <numerusform>; с учётом пропущенных заявлений ходов, где упущено меньше одного очка: %1 из %n; точность %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; %n пропущенное заявление</numerusform>
            <numerusform>; %n пропущенных заявления</numerusform>
            <numerusform>; %n пропущенных заявлений</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 given away</source>
        <translation>; всего упущено: %1</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>Вся партия: %1</translation>
    </message>
    <message>
        <source>The game so far: %1</source>
        <translation>Партия на данный момент: %1</translation>
    </message>
    <message>
        <source>Hand %2: %1</source>
        <translation>Раздача %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>ходов с выбором: %n, из них лучших: %1</numerusform>
            <numerusform>ходов с выбором: %n, из них лучших: %1</numerusform>
            <numerusform>ходов с выбором: %n, из них лучших: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>None of your plays had a choice of move</source>
        <translation>Ни в одном из ваших ходов не было выбора</translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, и %n заявление пропущено</numerusform>
            <numerusform>, и %n заявления пропущены</numerusform>
            <numerusform>, и %n заявлений пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, но %n заявление пропущено</numerusform>
            <numerusform>, но %n заявления пропущены</numerusform>
            <numerusform>, но %n заявлений пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; в %1 из %n упущено меньше одного очка; точность %2%</numerusform>
            <numerusform>; в %1 из %n упущено меньше одного очка; точность %2%</numerusform>
            <numerusform>; в %1 из %n упущено меньше одного очка; точность %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; в %1 из всех %n хода упущено меньше одного очка; точность %2%</numerusform>
            <numerusform>; в %1 из всех %n ходов упущено меньше одного очка; точность %2%</numerusform>
            <numerusform>; в %1 из всех %n ходов упущено меньше одного очка; точность %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>You made no play in this hand: there is nothing of yours to review.</source>
        <translation>В этой раздаче вы не сделали ни одного хода: разбирать нечего.</translation>
    </message>
    <message>
        <source>This hand was not reviewed: R (Game › Review your plays) reviews it.</source>
        <translation>Эта раздача не разобрана: R (Игра › Разбор ваших ходов) разберёт её.</translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>Раздача %1: точность %2%, лучших ходов %3 из %n</numerusform>
            <numerusform>Раздача %1: точность %2%, лучших ходов %3 из %n</numerusform>
            <numerusform>Раздача %1: точность %2%, лучших ходов %3 из %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: accuracy %2%</source>
        <translation>Раздача %1: точность %2%</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Итог разбора</translation>
    </message>
    <message>
        <source>Accuracy: the share of your plays that gave away less than a point, as Statistics and History count it</source>
        <translation>Точность: доля ваших ходов, упустивших меньше одного очка, как её считают «Статистика» и «История»</translation>
    </message>
    <message>
        <source>A best move whose points you did not claim counts as not accurate.</source>
        <translation>Лучший ход, очки за который вы не заявили, не считается точным.</translation>
    </message>
    <message>
        <source>The points given away are averaged over the tiles the other players might hold, so they can be fractions.</source>
        <translation>Отданные очки усреднены по тем костям, что могут быть у других игроков, поэтому они бывают дробными.</translation>
    </message>
    <message>
        <source>They are what a play is expected to cost over the rest of its hand against the best play, so their total need not match the final score.</source>
        <translation>Это то, что ход в среднем теряет до конца своей раздачи по сравнению с лучшим ходом, поэтому их сумма не обязана совпадать с итоговым счётом.</translation>
    </message>
    <message>
        <source>The review of the play on the table</source>
        <translation>Разбор хода на столе</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a number of points with one decimal, as 2.5</comment>
        <translation>%1 очка</translation>
    </message>
    <message numerus="yes">
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>Лучше: %1 (сразу дал бы %n очко). Ваш ход %3 стоил %4.</numerusform>
            <numerusform>Лучше: %1 (сразу дал бы %n очка). Ваш ход %3 стоил %4.</numerusform>
            <numerusform>Лучше: %1 (сразу дал бы %n очков). Ваш ход %3 стоил %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>Вы не заявили %n очко за %2; следующий игрок объявил «Маггинс!» и забрал его. Это стоило %3: очко, которое вы не получили, и ещё столько же, потому что оно ушло другой стороне.</numerusform>
            <numerusform>Вы не заявили %n очка за %2; следующий игрок объявил «Маггинс!» и забрал их. Это стоило %3: очки, которые вы не получили, и ещё столько же, потому что они ушли другой стороне.</numerusform>
            <numerusform>Вы не заявили %n очков за %2; следующий игрок объявил «Маггинс!» и забрал их. Это стоило %3: очки, которые вы не получили, и ещё столько же, потому что они ушли другой стороне.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>Вы не заявили %n очко за %2; следующий игрок объявил «Маггинс!» и забрал его. Это стоило %3 относительно среднего счёта других игроков: очко, которое вы не получили, и ещё %4, на которые выигрыш объявившего поднял это среднее.</numerusform>
            <numerusform>Вы не заявили %n очка за %2; следующий игрок объявил «Маггинс!» и забрал их. Это стоило %3 относительно среднего счёта других игроков: очки, которые вы не получили, и ещё %4, на которые выигрыш объявившего поднял это среднее.</numerusform>
            <numerusform>Вы не заявили %n очков за %2; следующий игрок объявил «Маггинс!» и забрал их. Это стоило %3 относительно среднего счёта других игроков: очки, которые вы не получили, и ещё %4, на которые выигрыш объявившего поднял это среднее.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>Вы не заявили %n очко за %2, и оно пропало: это стоило %3.</numerusform>
            <numerusform>Вы не заявили %n очка за %2, и они пропали: это стоило %3.</numerusform>
            <numerusform>Вы не заявили %n очков за %2, и они пропали: это стоило %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>Все пятёрки</translation>
    </message>
    <message>
        <source>A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 players. Four players play in two partnerships unless chosen otherwise: you and the player opposite you share a score.</source>
        <translation>Игра в домино набором «дубль-шесть» из 28 костей на 2, 3 или 4 игроков. Вчетвером, если не выбрано иное, играют две пары: вы и игрок напротив ведёте общий счёт.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other choices in the New game dialog). The tiles left over form the boneyard.</source>
        <translation>Вдвоём каждый получает 9 костей, втроём — 7, вчетвером — 5 (другие варианты — в окне «Новая игра»). Оставшиеся кости образуют базар.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>The first player puts any tile in the middle of the table. After that, each player in turn adds a tile to an open end of the layout: the touching halves must have the same number of pips. If no tile fits, you draw from the boneyard until one fits and play it; when the boneyard is empty you pass.</source>
        <translation>Первый игрок кладёт любую кость в середину стола. Затем каждый по очереди приставляет кость к открытому концу выкладки: соприкасающиеся половины должны иметь одинаковое число точек. Если подходящей кости нет, берите из базара, пока не найдётся подходящая, и кладите её; если базар пуст — пас.</translation>
    </message>
    <message>
        <source>Doubles and the spinner</source>
        <translation>Дубли и спиннер</translation>
    </message>
    <message>
        <source>Doubles lie crosswise. The first double of the hand is the spinner: once tiles cover both of its long sides, tiles can also be played on its top and bottom, so the layout can have four open ends.</source>
        <translation>Дубли кладут поперёк. Первый дубль раздачи — спиннер: когда кости закроют оба его длинных бока, кости можно ставить и сверху, и снизу от него, так что у выкладки может быть четыре открытых конца.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>After every play, add up the pips of the open ends: that is the count. A double at an end counts both halves, and so does the spinner while one of its sides is still free. When the count is a multiple of 5, the player who just played scores it: a count of 15 gives 15 points.</source>
        <translation>После каждого хода сложите точки на открытых концах: это сумма. Дубль на конце даёт обе половины, и спиннер тоже, пока один из его боков свободен. Если сумма кратна 5, её получает игрок, который только что походил: сумма 15 даёт 15 очков.</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>Конец раздачи</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when nobody can play. Every player&apos;s remaining pips are rounded to the nearest 5 and, under the standard rule, taken off their own side&apos;s score (another rule lets the side that went out collect them instead).</source>
        <translation>Раздача заканчивается, когда игрок выкладывает последнюю кость или когда никто не может походить. Оставшиеся у каждого точки округляются до ближайшего числа, кратного 5, и по стандартному правилу вычитаются из счёта его стороны (по другому правилу их вместо этого забирает вышедшая сторона).</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>The first side to reach the target wins: 250 points with 2 players, 200 with 3 or 4. Under the standard rule the game ends the moment a scoring play reaches the target.</source>
        <translation>Побеждает сторона, первой достигшая цели: 250 очков вдвоём, 200 втроём или вчетвером. По стандартному правилу игра заканчивается в тот момент, когда ход с очками доводит счёт до цели.</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>В этом окне</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit end, or click a tile and then a lit end, or use the keyboard: Left and Right to pick a tile, Enter to choose it, Left, Right or Tab to pick its end, Enter to play. Click the boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.</source>
        <translation>Перетащите кость из руки на подсвеченный конец, или щёлкните кость, а затем подсвеченный конец, или используйте клавиатуру: стрелки влево и вправо выбирают кость, Enter подтверждает выбор, влево, вправо или Tab выбирают конец, Enter — ход. Чтобы взять кость, щёлкните базар или «Взять»; «Пас» — когда базар пуст; H — подсказка.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>%: accuracy of your plays</source>
        <extracomment>the score chart&apos;s legend for the figures under each hand&apos;s number</extracomment>
        <translation>%: точность ваших ходов</translation>
    </message>
    <message>
        <source>%: accuracy of your plays, in the hands reviewed</source>
        <extracomment>the score chart&apos;s legend for the figures under the reviewed hands&apos; numbers</extracomment>
        <translation>%: точность ваших ходов в разобранных раздачах</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Draw and pass automatically when no tile fits</source>
        <translation>Добирать и пасовать автоматически, когда ничего не подходит</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Предлагать подсказки</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Размер костей:</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>tile size</comment>
        <translation>Мелкие</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>tile size</comment>
        <translation>Обычные</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>tile size</comment>
        <translation>Крупные</translation>
    </message>
    <message>
        <source>Allow taking back a play (Game, Undo)</source>
        <translation>Разрешить отмену хода (Игра, Отменить ход)</translation>
    </message>
    <message>
        <source>Games kept in:</source>
        <translation>Игры хранятся в:</translation>
    </message>
    <message>
        <source>The game being played, the history of your games and your statistics</source>
        <translation>Текущая игра, история ваших игр и ваша статистика</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <source>No program on this computer opened the folder. Its path is beside the button: select it to copy it.</source>
        <translation>Ни одна программа на этом компьютере не открыла папку. Её путь указан рядом с кнопкой: выделите его, чтобы скопировать.</translation>
    </message>
    <message>
        <source>The folder is made when the first game is saved.</source>
        <translation>Папка появится, когда будет сохранена первая игра.</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Новые игры</translation>
    </message>
    <message>
        <source>The next New game dialog starts from what you change here; the game being played keeps its own rules.</source>
        <translation>Следующее окно «Новая игра» начнётся с того, что вы измените здесь; текущая игра сохраняет свои правила.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Восстановить значения по умолчанию</translation>
    </message>
    <message>
        <source>Play sounds (View, Sound)</source>
        <translation>Воспроизводить звуки (Вид, Звук)</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>All Fives</source>
        <translation>Все пятёрки</translation>
    </message>
    <message>
        <source>All Fives is already running.</source>
        <translation>Игра «Все пятёрки» уже запущена.</translation>
    </message>
    <message>
        <source>Switch to its window to go on with your game. To start the game again, close that window first.</source>
        <translation>Перейдите в её окно, чтобы продолжить партию. Чтобы запустить игру заново, сначала закройте то окно.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Удалить всю вашу статистику? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message numerus="yes">
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>%n раздача этой игры была засчитана до того, как у каждой игры появилась своя статистика: она учтена только в «Все игры».</numerusform>
            <numerusform>%n раздачи этой игры были засчитаны до того, как у каждой игры появилась своя статистика: они учтены только в «Все игры».</numerusform>
            <numerusform>%n раздач этой игры были засчитаны до того, как у каждой игры появилась своя статистика: они учтены только в «Все игры».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>в %1 из %n раздачи</numerusform>
            <numerusform>в %1 из %n раздач</numerusform>
            <numerusform>в %1 из %n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>%n очко ходом %1</numerusform>
            <numerusform>%n очка ходом %1</numerusform>
            <numerusform>%n очков ходом %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Парами</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>Каждый за себя</translation>
    </message>
    <message>
        <source>Against Easy</source>
        <translation>Против уровня «Лёгкий»</translation>
    </message>
    <message>
        <source>Against Medium</source>
        <translation>Против уровня «Средний»</translation>
    </message>
    <message>
        <source>Against Hard</source>
        <translation>Против уровня «Сложный»</translation>
    </message>
    <message>
        <source>Against Expert</source>
        <translation>Против уровня «Эксперт»</translation>
    </message>
    <message>
        <source>none yet: press Review at the end of a hand or a game</source>
        <translation>пока нет: нажмите «Разбор» в конце раздачи или партии</translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, точность %1% (самые большие ошибки: Игра › История)</numerusform>
            <numerusform>%n, точность %1% (самые большие ошибки: Игра › История)</numerusform>
            <numerusform>%n, точность %1% (самые большие ошибки: Игра › История)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, точность %1%</numerusform>
            <numerusform>%n, точность %1%</numerusform>
            <numerusform>%n, точность %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n сыграна</numerusform>
            <numerusform>%n сыграны</numerusform>
            <numerusform>%n сыграно</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Игры:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Раздачи:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>Очков за раздачу:</translation>
    </message>
    <message>
        <source>Best single play:</source>
        <translation>Лучший ход:</translation>
    </message>
    <message>
        <source>Highest game score:</source>
        <translation>Лучший счёт за игру:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Самая длинная серия побед:</translation>
    </message>
    <message>
        <source>Reviewed hands:</source>
        <translation>Разобранные раздачи:</translation>
    </message>
    <message>
        <source>Of the games played:</source>
        <translation>Из сыгранных игр:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Точность ваших разобранных партий, сначала старые</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n сыграна</numerusform>
            <numerusform>%n сыграны</numerusform>
            <numerusform>%n сыграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n выиграна (%1%)</numerusform>
            <numerusform>%n выиграны (%1%)</numerusform>
            <numerusform>%n выиграно (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>%n игра (сейчас %1)</numerusform>
            <numerusform>%n игры (сейчас %1)</numerusform>
            <numerusform>%n игр (сейчас %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n брошена</numerusform>
            <numerusform>%n брошены</numerusform>
            <numerusform>%n брошено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n с отменой ходов</numerusform>
            <numerusform>%n с отменой ходов</numerusform>
            <numerusform>%n с отменой ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted here: the games, and their hands, in which the strongest computer player among your opponents played at this level.</source>
        <translation>Здесь учтены партии и их раздачи, в которых сильнейший компьютерный соперник играл на этом уровне.</translation>
    </message>
    <message numerus="yes">
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из них (%1%)</numerusform>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из них (%1%)</numerusform>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из них (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из последних %1 (%2%)</numerusform>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из последних %1 (%2%)</numerusform>
            <numerusform>ваша сторона набрала больше каждой из других сторон в %n из последних %1 (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side went out, or had the fewest pips when blocked:</source>
        <translation>Ваша сторона первой выложила все кости или имела меньше всех точек при «рыбе»:</translation>
    </message>
    <message>
        <source>Counted when your side played its last tile, had the fewest pips when nobody could play, or reached the target during the hand.</source>
        <translation>Засчитывается, когда ваша сторона выложила последнюю кость, когда у неё осталось меньше всех точек, а походить никто не мог, или когда она достигла цели во время раздачи.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Сыграно раздач</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Выиграно раздач</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Points per hand</source>
        <translation>Очков за раздачу</translation>
    </message>
    <message>
        <source>Games won by the strongest opponent&apos;s level</source>
        <translation>Выигранные игры по уровню сильнейшего соперника</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Ещё не сыграно ни одной раздачи</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>График выигранных игр по уровням и очков за раздачу</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>It is larger than any file of its kind the game reads.</source>
        <translation>Он больше любого файла такого рода, который читает игра.</translation>
    </message>
    <message>
        <source>The file&apos;s text is damaged or cut short.</source>
        <translation>Текст файла повреждён или обрывается.</translation>
    </message>
    <message>
        <source>The file is whole, but the game it records breaks the rules.</source>
        <translation>Файл цел, но записанная в нём игра нарушает правила.</translation>
    </message>
    <message>
        <source>Those settings: %1.</source>
        <translation>Это настройки: %1.</translation>
    </message>
    <message>
        <source>%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.</source>
        <translation>%1 — это файл, а игра хранит свои файлы в папке с таким именем: ничего не сохраняется, пока этот файл не перенесут в другое место. Игра идёт дальше без сохранения.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.</source>
        <translation>Часть ваших настроек не удалось прочитать, и файл %1 не удалось отложить в сторону; эти настройки возвращены к значениям по умолчанию.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.</source>
        <translation>Часть вашей статистики не удалось прочитать, и файл %1 не удалось отложить в сторону; эти показатели вычислены заново по остальным вашим показателям.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero.</source>
        <translation>Часть вашей статистики не удалось прочитать, и файл %1 не удалось отложить в сторону; эти показатели начинаются заново с нуля.</translation>
    </message>
    <message>
        <source>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</source>
        <translation>Не удалось прочитать ваши настройки, и файл %1 не удалось отложить в сторону; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</source>
        <translation>Не удалось прочитать сохранённую игру, и файл %1 не удалось отложить в сторону; начинается новая игра.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</source>
        <translation>Не удалось прочитать вашу статистику, и файл %1 не удалось отложить в сторону; она начинается заново с нуля.</translation>
    </message>
    <message>
        <source>A game in your history could not be read, and the file %1 could not be moved aside.</source>
        <translation>Не удалось прочитать игру из вашей истории, и файл %1 не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>The window layout could not be read, and the file %1 could not be moved aside.</source>
        <translation>Не удалось прочитать расположение окна, и файл %1 не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.</source>
        <translation>Не удалось прочитать сохранённую игру; файл сохранён как %1, и игра продолжается с предыдущего сохранения, поэтому последнего хода или раздачи может не хватать.</translation>
    </message>
    <message>
        <source>Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.</source>
        <translation>Часть сохранённой игры не удалось прочитать, поэтому она возвращена к последнему ходу; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.</source>
        <translation>Часть ваших настроек не удалось прочитать; файл сохранён как %1, эти настройки возвращены к значениям по умолчанию.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.</source>
        <translation>Часть вашей статистики не удалось прочитать; файл сохранён как %1, а эти показатели вычислены заново по остальным вашим показателям.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).</source>
        <translation>Не удалось прочитать вашу статистику; файл сохранён как %1, и она подсчитана заново по партиям из вашей истории (не более %2 последних).</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.</source>
        <translation>Часть вашей статистики не удалось прочитать; файл сохранён как %1, эти показатели начинаются заново с нуля.</translation>
    </message>
    <message>
        <source>Your settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <translation>Не удалось прочитать ваши настройки; файл сохранён как %1, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1 and a new game starts.</source>
        <translation>Не удалось прочитать сохранённую игру; файл сохранён как %1, начинается новая игра.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1 and they start again from zero.</source>
        <translation>Не удалось прочитать вашу статистику; файл сохранён как %1, она начинается заново с нуля.</translation>
    </message>
    <message>
        <source>A game in your history could not be read; the file was kept as %1.</source>
        <translation>Не удалось прочитать игру из вашей истории; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read; the file was kept as %1.</source>
        <translation>Не удалось прочитать расположение окна; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The disk is full, so nothing can be saved in %1. Play goes on without saving.</source>
        <translation>Диск заполнен, поэтому в %1 ничего нельзя сохранить. Игра продолжается без сохранения.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</source>
        <translation>В папку %1 нельзя записывать, поэтому там ничего не сохраняется. Игра продолжается без сохранения.</translation>
    </message>
    <message>
        <source>Saving in %1 failed. Play goes on without saving.</source>
        <translation>Не удалось сохранить в %1. Игра продолжается без сохранения.</translation>
    </message>
    <message>
        <source>The folder %1, where your finished games are kept, cannot be opened: History cannot show them.</source>
        <translation>Папку %1, где хранятся ваши законченные игры, не удаётся открыть: История не может их показать.</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened; it is left as it is.</source>
        <translation>Файл %1 не открывается; он оставлен как есть.</translation>
    </message>
    <message>
        <source>There is a problem with the file %1.</source>
        <translation>С файлом %1 что-то не так.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Bottom player</source>
        <translation>Игрок снизу</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <source>Left player</source>
        <translation>Игрок слева</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Игрок сверху</translation>
    </message>
    <message>
        <source>Right player</source>
        <translation>Игрок справа</translation>
    </message>
    <message>
        <source>the empty table</source>
        <extracomment>Where a lead goes, named as an open end is: &quot;6-6 on the empty table&quot;.</extracomment>
        <translation>пустой стол</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>левый конец</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>правый конец</translation>
    </message>
    <message>
        <source>the top end</source>
        <translation>верхний конец</translation>
    </message>
    <message>
        <source>the bottom end</source>
        <translation>нижний конец</translation>
    </message>
    <message>
        <source>the end at the top left</source>
        <translation>верхний левый конец</translation>
    </message>
    <message>
        <source>the end at the top</source>
        <translation>верхний конец</translation>
    </message>
    <message>
        <source>the end at the top right</source>
        <translation>верхний правый конец</translation>
    </message>
    <message>
        <source>the end on the left</source>
        <translation>левый конец</translation>
    </message>
    <message>
        <source>the end on the right</source>
        <translation>правый конец</translation>
    </message>
    <message>
        <source>the end at the bottom left</source>
        <translation>нижний левый конец</translation>
    </message>
    <message>
        <source>the end at the bottom</source>
        <translation>нижний конец</translation>
    </message>
    <message>
        <source>the end at the bottom right</source>
        <translation>нижний правый конец</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Этой кости нет у вас на руках.</translation>
    </message>
    <message>
        <source>That end is not open yet: both sides of the spinner must be covered first.</source>
        <translation>Этот конец ещё закрыт: сначала нужно занять оба бока спиннера.</translation>
    </message>
    <message>
        <source>That tile does not match the end: one of its halves must have the end&apos;s pips.</source>
        <translation>Эта кость не подходит к концу: на одной из её половин должно быть столько же точек, сколько на конце.</translation>
    </message>
    <message>
        <source>That tile fits no open end.</source>
        <translation>Эта кость не подходит ни к одному открытому концу.</translation>
    </message>
    <message>
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>Первая кость раздачи кладётся в центр стола.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>Выберите конец для кости.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>У вас есть подходящая кость: ходите ею; брать из базара можно, только когда ничего не подходит.</translation>
    </message>
    <message>
        <source>The boneyard is empty: pass.</source>
        <translation>Базар пуст: пас.</translation>
    </message>
    <message>
        <source>You may not pass while the boneyard has tiles: draw one.</source>
        <translation>Пасовать нельзя, пока в базаре есть кости: возьмите кость.</translation>
    </message>
    <message>
        <source>A computer player has this seat.</source>
        <translation>Это место занимает компьютерный игрок.</translation>
    </message>
    <message>
        <source>Wait until the last move has been shown.</source>
        <translation>Подождите, пока будет показан последний ход.</translation>
    </message>
    <message>
        <source>None of your tiles fits an open end: draw from the boneyard.</source>
        <translation>Ни одна ваша кость не подходит к открытым концам: берите из базара.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>Ни одна ваша кость не подходит, а базар пуст: пас.</translation>
    </message>
    <message>
        <source>Drop the tile on a lit end.</source>
        <translation>Отпустите кость на подсвеченном конце.</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>Игра окончена: начните новую.</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played. Close the replay to go back to your game.</source>
        <translation>Это повтор партии: ходить нельзя. Закройте повтор, чтобы вернуться к своей игре.</translation>
    </message>
    <message>
        <source>There are no points to claim now.</source>
        <translation>Сейчас нечего заявлять.</translation>
    </message>
    <message>
        <source>None of your tiles fits and only the reserve is left in the boneyard (its tiles are never drawn): pass.</source>
        <translation>Ни одна ваша кость не подходит, а в базаре остался только резерв (его кости никогда не берут): пас.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: pass.</source>
        <translation>В базаре остался только резерв, а его кости никогда не берут: пас.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play a tile that fits.</source>
        <translation>В базаре остался только резерв, а его кости никогда не берут: ходите подходящей костью.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play a tile that fits.</source>
        <translation>Базар пуст: ходите подходящей костью.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play any tile to the centre of the table.</source>
        <translation>В базаре остался только резерв, а его кости никогда не берут: положите любую кость в центр стола.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play any tile to the centre of the table.</source>
        <translation>Базар пуст: положите любую кость в центр стола.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may pass only when nothing fits and nothing is left to draw.</source>
        <translation>У вас есть подходящая кость: ходите ею; пасовать можно, только когда ничего не подходит и брать больше нечего.</translation>
    </message>
    <message>
        <source>You cannot call Muggins on your own side.</source>
        <translation>Нельзя объявить «Маггинс!» своей стороне.</translation>
    </message>
    <message>
        <source>These are your own points: claim them with C (or the Claim button).</source>
        <translation>Это ваши очки: заявите их клавишей C (или кнопкой «Заявить»).</translation>
    </message>
    <message>
        <source>Only the next player to act may call Muggins! on these points.</source>
        <translation>Объявить «Маггинс!» на эти очки может только следующий игрок.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points an opponent did not claim, and computer players always claim their own points.</source>
        <translation>Нечего объявлять: «Маггинс!» забирает очки, которые соперник не заявил, а компьютерные игроки всегда заявляют свои очки.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points the player before you did not claim, and none are waiting.</source>
        <translation>Нечего объявлять: «Маггинс!» забирает очки, которые предыдущий игрок не заявил, а таких сейчас нет.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves your opponent the fewest points.</source>
        <translation>Положите %1 на %2: сейчас это не даёт очков, зато из всех ходов оставляет сопернику меньше всего очков.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves the next player the fewest points.</source>
        <translation>Положите %1 на %2: сейчас это не даёт очков, зато из всех ходов оставляет следующему игроку меньше всего очков.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.</source>
        <translation>Положите %1 на %2: сейчас это не даёт очков, но если смотреть на несколько ходов вперёд, это лучший ход.</translation>
    </message>
    <message>
        <source>Play %1 on %2: no play scores now; looking a few turns ahead this one is the best.</source>
        <translation>Положите %1 на %2: сейчас ни один ход не даёт очков; если смотреть на несколько ходов вперёд, этот ход лучший.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your last tile, so it ends the hand.</source>
        <translation>Положите %1 на %2: это ваша последняя кость, и раздача на этом закончится.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it reaches the target, so it wins the game.</source>
        <translation>Положите %1 на %2: так вы достигнете цели и выиграете партию.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your only play.</source>
        <translation>Положите %1 на %2: это ваш единственный ход.</translation>
    </message>
    <message>
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which.</source>
        <translation>Положите %1 на %2 или на другой подсвеченный конец: открытые концы в любом случае будут одинаковыми, так что это ваш единственный выбор.</translation>
    </message>
    <message>
        <source>(fives and threes)</source>
        <translation>(пятёрки и тройки)</translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <extracomment>the count panel&apos;s tooltip; %1 is a sum such as &quot;5 + 6 + 4 = 15&quot; (the open ends&apos; pips)</extracomment>
        <translation>Открытые концы: %1</translation>
    </message>
    <message>
        <source>Then claim its points with C, before the next player acts.</source>
        <translation>Затем заявите эти очки клавишей C, пока не сходил следующий игрок.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table.</source>
        <translation>Вы взяли %1. Вы начинаете: положите любую кость в центр стола.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table, or draw again.</source>
        <translation>Вы взяли %1. Вы начинаете: положите любую кость в центр стола или возьмите ещё.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: draw again, or play a tile that fits.</source>
        <translation>Вы взяли %1. Ни одна не подходит: возьмите ещё или сыграйте подходящей костью.</translation>
    </message>
    <message>
        <source>Spinner</source>
        <translation>Спиннер</translation>
    </message>
    <message>
        <source>Open end of the spinner: %1</source>
        <translation>Открытый конец спиннера: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n кость</numerusform>
            <numerusform>%1 · %n кости</numerusform>
            <numerusform>%1 · %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores (to %1)</source>
        <translation>Счёт (до %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next to play: you</source>
        <translation>Следующий ход: ваш</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Сумма %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ходит: %1</translation>
    </message>
    <message>
        <source>The reserve: the last tiles of the boneyard, never drawn.</source>
        <translation>Резерв: последние кости базара, их никогда не берут.</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <extracomment>the label under the reserve&apos;s tiles in the boneyard plate; %1: how many there are</extracomment>
        <translation>резерв: %1</translation>
    </message>
    <message>
        <source>Boneyard: %1 to draw</source>
        <extracomment>the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn</extracomment>
        <translation>Базар: можно взять %1</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Базар: %1</translation>
    </message>
    <message>
        <source>Press D or Enter to draw</source>
        <translation>D или Enter&#xa0;— взять кость</translation>
    </message>
    <message>
        <source>Click here to draw</source>
        <translation>Щёлкните, чтобы взять кость</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Ваша сторона</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>Bottom and top</source>
        <translation>Снизу и сверху</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Слева и справа</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>Вы выложили %1.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>Вы выложили %1 и получили %n очко.</numerusform>
            <numerusform>Вы выложили %1 и получили %n очка.</numerusform>
            <numerusform>Вы выложили %1 и получили %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>%1 взял кость из базара и выложил %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1 взял %n кость из базара и выложил %2: %3.</numerusform>
            <numerusform>%1 взял %n кости из базара и выложил %2: %3.</numerusform>
            <numerusform>%1 взял %n костей из базара и выложил %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and played %2.</source>
        <translation>%1 взял кость из базара и выложил %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1 взял %n кость из базара и выложил %2.</numerusform>
            <numerusform>%1 взял %n кости из базара и выложил %2.</numerusform>
            <numerusform>%1 взял %n костей из базара и выложил %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1 выложил %2: %n очко.</numerusform>
            <numerusform>%1 выложил %2: %n очка.</numerusform>
            <numerusform>%1 выложил %2: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 выложил %2.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Вы взяли %1.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 взял кость из базара.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1 взял из базара %n кость подряд.</numerusform>
            <numerusform>%1 взял из базара %n кости подряд.</numerusform>
            <numerusform>%1 взял из базара %n костей подряд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1 взял %n кость из базара и спасовал.</numerusform>
            <numerusform>%1 взял %n кости из базара и спасовал.</numerusform>
            <numerusform>%1 взял %n костей из базара и спасовал.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and passed.</source>
        <translation>%1 взял кость из базара и спасовал.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: пас.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit either: draw again.</source>
        <translation>Вы взяли %1; она тоже не подходит: берите ещё.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits either: draw again.</source>
        <translation>Вы взяли %1; ни одна не подходит: берите ещё.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit and nothing is left to draw: pass.</source>
        <translation>Вы взяли %1; она не подходит, а брать больше нечего: пас.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>Вы начинаете: положите любую кость в центр стола.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: you may play it, or draw again.</source>
        <translation>Вы взяли %1. Она подходит: можно сходить ею или взять ещё.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: play it.</source>
        <translation>Вы взяли %1. Она подходит: ходите ею.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits and nothing is left to draw: pass.</source>
        <translation>Вы взяли %1; ни одна не подходит, а брать больше нечего: пас.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: play it.</source>
        <translation>Вы взяли %1. Последняя подходит: ходите ею.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: you may play it, or draw again.</source>
        <translation>Вы взяли %1. Последняя подходит: можно сходить ею или взять ещё.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: play a tile that fits.</source>
        <translation>Вы взяли %1. Ни одна не подходит: сыграйте подходящей костью.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: draw again, or play a tile that fits.</source>
        <translation>Вы взяли %1. Она не подходит: возьмите ещё или сыграйте подходящей костью.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: play a tile that fits.</source>
        <translation>Вы взяли %1. Она не подходит: сыграйте подходящей костью.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>%n очко засчитано: раздача окончена.</numerusform>
            <numerusform>%n очка засчитаны: раздача окончена.</numerusform>
            <numerusform>%n очков засчитано: раздача окончена.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка. %1</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end.</source>
        <translation>Ваш ход: выберите кость, подходящую к открытому концу.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>%1: Enter chooses it.</source>
        <translation>%1: Enter выбирает её.</translation>
    </message>
    <message>
        <source>%1 fits no open end.</source>
        <translation>%1 не подходит ни к одному открытому концу.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>Открытый конец: %1</translation>
    </message>
    <message>
        <source>%1 fits more than one end: choose a lit end.</source>
        <translation>%1 подходит к нескольким концам: выберите подсвеченный конец.</translation>
    </message>
    <message>
        <source>Play %1 on the lit end.</source>
        <translation>Положите %1 на подсвеченный конец.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table, or draw from the boneyard.</source>
        <translation>Вы начинаете: положите любую кость в центр стола или возьмите из базара.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end, or draw from the boneyard.</source>
        <translation>Ваш ход: выберите кость, подходящую к открытому концу, или возьмите из базара.</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 на %2.</translation>
    </message>
    <message>
        <source>Drop %1 on a lit end.</source>
        <translation>Отпустите %1 на подсвеченном конце.</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>Эта кость подходит к нескольким концам: щёлкните нужный подсвеченный конец.</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>A seat&apos;s badge when its last turn was a pass (a word on the table, beside its hand).</extracomment>
        <translation>пас</translation>
    </message>
    <message>
        <source>drew %1</source>
        <extracomment>A seat&apos;s badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.</extracomment>
        <translation>взял %1</translation>
    </message>
    <message>
        <source>Muggins! %1</source>
        <extracomment>A badge&apos;s &quot;Muggins!&quot; call on points another player did not claim: %1, the points taken, as +10.</extracomment>
        <translation>Маггинс! %1</translation>
    </message>
    <message>
        <source>What this player did at its last turn (faint: before your own last play or pass).</source>
        <extracomment>The tooltip of a seat&apos;s badge (play-test pt54 #4: nothing on the table said what it was).</extracomment>
        <translation>Что этот игрок сделал в свой последний ход (бледная плашка — до вашего последнего хода или паса).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, Enter or D draws and Enter or P passes. H asks for a hint.</source>
        <translation>Ваши кости внизу. Стрелки влево и вправо переходят между ними, Enter выбирает кость, влево, вправо или Tab выбирают конец, Enter делает ход, Escape отменяет. Когда ничего не подходит, Enter или D берёт из базара, Enter или P — пас. H — подсказка.</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>%1-%2</source>
        <extracomment>A domino&apos;s name: %1 is the pips of its low half, %2 of its high half (as in 3-6).</extracomment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>Tooltip and screen-reader name of a domino; %1 is its name, such as 3-6.</extracomment>
        <translation>Кость %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <extracomment>Tooltip of a domino lying face down (its pips are hidden).</extracomment>
        <translation>Кость рубашкой вверх</translation>
    </message>
</context>
</TS>
