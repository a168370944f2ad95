<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameOptionsForm</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (%2 of %n hand)</numerusform>
            <numerusform>%1 (%2 of %n hands)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%1 of %n plays were best</source>
        <translation>
            <numerusform>%1 of %n play was best</numerusform>
            <numerusform>%1 of %n plays were best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; %n missed claim</numerusform>
            <numerusform>; %n missed claims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>Hand %1: accuracy %2%, %3 of %n play best</numerusform>
            <numerusform>Hand %1: accuracy %2%, %3 of %n plays best</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins and took them. That cost %3.</source>
        <translation>
            <numerusform>You did not claim the %n point of %2; the next player called Muggins and took it. That cost %3.</numerusform>
            <numerusform>You did not claim the %n points of %2; the next player called Muggins and took them. That cost %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>You did not claim the %n point of %2, so it was lost: it cost %3.</numerusform>
            <numerusform>You did not claim the %n points of %2, so they were lost: it cost %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n won (%1%)</numerusform>
            <numerusform>%n won (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n hands (or the fewest pips when blocked)</source>
        <translation>
            <numerusform>in %n hand (or the fewest pips when blocked)</numerusform>
            <numerusform>in %n hands (or the fewest pips when blocked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>%n point with %1</numerusform>
            <numerusform>%n points with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>%n game (now %1)</numerusform>
            <numerusform>%n games (now %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandoned</numerusform>
            <numerusform>%n abandoned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n with Undo used</numerusform>
            <numerusform>%n with Undo used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game &gt; History)</source>
        <translation>
            <numerusform>%n, accuracy %1% (biggest mistakes: Game &gt; History)</numerusform>
            <numerusform>%n, accuracy %1% (biggest mistakes: Game &gt; History)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, accuracy %1%</numerusform>
            <numerusform>%n, accuracy %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n won (%1%)</numerusform>
            <numerusform>%n won (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won of the last %1 (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n won of the last %1 (%2%)</numerusform>
            <numerusform>%n won of the last %1 (%2%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <extracomment>The felt&apos;s gradient, top left to bottom right (RGB), and the flat colour between the two that it has until :meth:`TableScene.dress_felt` (the window calls it just after its first paint). How the layout is drawn on the table: its scale, which grows with the tile size setting and shrinks as the layout grows (issue 11, item 2). The groups that hold the controller (a tile moving to its place), see in_flight(). The spinner&apos;s mark (a child of its tile item), and its open N/S ends shown faintly. The tile the person just drew (briefly highlighted), cleared by :attr:`_fresh_timer`. (seat, tiles) of the draws in a row of another seat, so a run says its length. True from a hint request until the hint arrives (or the game moves on): Enter waits. The last sentence said (:meth:`say`), and whether it is out of date once the person&apos;s turn comes (a refusal, a hint, a prompt) rather than a report of a move. Replay mode: every hand is drawn face up, and :meth:`key_press` hands the keys to :attr:`replay_key` (a callable taking a ``Qt.Key``, returning whether it used it).</extracomment>
        <translation>
            <numerusform>%1 · %n tile</numerusform>
            <numerusform>%1 · %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1 has drawn %n tile in a row.</numerusform>
            <numerusform>%1 has drawn %n tiles in a row.</numerusform>
        </translation>
    </message>
</context>
</TS>
