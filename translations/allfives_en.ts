<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>%n point: claim it with C (or the Claim button) before the next player acts.</numerusform>
            <numerusform>%n points: claim them with C (or the Claim button) before the next player acts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>You claimed %n point.</numerusform>
            <numerusform>You claimed %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 claimed %n point.</numerusform>
            <numerusform>%1 claimed %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>You did not claim your %n point in time, and nobody called Muggins, so it is lost.</numerusform>
            <numerusform>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>You called Muggins! on %2&apos;s %3 and took its %n point.</numerusform>
            <numerusform>You called Muggins! on %2&apos;s %3 and took its %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 called Muggins! on your %3 and took its %n point.</numerusform>
            <numerusform>%1 called Muggins! on your %3 and took its %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 called Muggins! on %2&apos;s %3 and took its %n point.</numerusform>
            <numerusform>%1 called Muggins! on %2&apos;s %3 and took its %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>You did not claim the %n point of your %1 in time, and nobody called Muggins, so it was lost.</numerusform>
            <numerusform>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! You take the %n point %2 did not claim.</numerusform>
            <numerusform>Muggins! You take the %n points %2 did not claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>Muggins! %1 takes the %n point you did not claim.</numerusform>
            <numerusform>Muggins! %1 takes the %n points you did not claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! %1 takes the %n point %2 did not claim.</numerusform>
            <numerusform>Muggins! %1 takes the %n points %2 did not claim.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>A count of %1 scores %n point.</numerusform>
            <numerusform>A count of %1 scores %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>A side reached the target of %n point by the end of this hand, so the game is over: the highest score wins.</numerusform>
            <numerusform>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>A scoring play reached the target of %n point in hand %2.</numerusform>
            <numerusform>A scoring play reached the target of %n points in hand %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>You called Muggins! and reached the target of %n point in hand %2.</numerusform>
            <numerusform>You called Muggins! and reached the target of %n points in hand %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 called Muggins! and reached the target of %n point in hand %2.</numerusform>
            <numerusform>%1 called Muggins! and reached the target of %n points in hand %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>You played %3 for %4 and reached the target of %n point in hand %2.</numerusform>
            <numerusform>You played %3 for %4 and reached the target of %n points in hand %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 played %3 for %4 and reached the target of %n point in hand %2.</numerusform>
            <numerusform>%1 played %3 for %4 and reached the target of %n points in hand %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>Play %1 on %2: it scores %n point, the most you can score now.</numerusform>
            <numerusform>Play %1 on %2: it scores %n points, the most you can score now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>Play %1 on %2: it scores %n point and leaves your opponent the fewest points.</numerusform>
            <numerusform>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>Play %1 on %2: it scores %n point and leaves the next player the fewest points.</numerusform>
            <numerusform>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>Play %1 on %2: it is your only play, and it scores %n point.</numerusform>
            <numerusform>Play %1 on %2: it is your only play, and it scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n point.</numerusform>
            <numerusform>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>Play %1 on %2: it scores %n point, and as your last tile it ends the hand.</numerusform>
            <numerusform>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>Play %1 on %2: it scores %n point, and looking a few turns ahead it is the best play.</numerusform>
            <numerusform>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 holds only %n tile, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</numerusform>
            <numerusform>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>%1 on %2 would score %n point now, but it is worth less over the rest of the hand.</numerusform>
            <numerusform>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>%1 can score %n point now: Enter chooses it.</numerusform>
            <numerusform>%1 can score %n points now: Enter chooses it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>%1 on %2 scores %n point now.</numerusform>
            <numerusform>%1 on %2 scores %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>%1 on %2 and %n other play are just as good.</numerusform>
            <numerusform>%1 on %2 and %n other plays are just as good.</numerusform>
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
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 held only %n tile, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</numerusform>
            <numerusform>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>%1 on %2 would have scored %n point at once, but it was worth less over the rest of the hand.</numerusform>
            <numerusform>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 played %2 on %3. Count %4, %n point.</numerusform>
            <numerusform>%1 played %2 on %3. Count %4, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 played %2 on %3. Count %4: %n point not claimed.</numerusform>
            <numerusform>%1 played %2 on %3. Count %4: %n points not claimed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>%1 called Muggins! and took the %n point.</numerusform>
            <numerusform>%1 called Muggins! and took the %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>You played %2 on %3. Count %4, %n point.</numerusform>
            <numerusform>You played %2 on %3. Count %4, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>You played %2 on %3. Count %4: %n point not claimed.</numerusform>
            <numerusform>You played %2 on %3. Count %4: %n points not claimed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>You drew %5 from the boneyard and played %2 on %3. Count %4, %n point.</numerusform>
            <numerusform>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>You drew %5 from the boneyard and played %2 on %3. Count %4: %n point not claimed.</numerusform>
            <numerusform>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n point.</numerusform>
            <numerusform>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n point not claimed.</numerusform>
            <numerusform>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>%1 of %n play with a choice was best</numerusform>
            <numerusform>%1 of %n plays with a choice were best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, and %n claim was missed</numerusform>
            <numerusform>, and %n claims were missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, but %n claim was missed</numerusform>
            <numerusform>, but %n claims were missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; counting the missed claims, %1 of %n play gave away less than a point, accuracy %2%</numerusform>
            <numerusform>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 of %n gave away less than a point, accuracy %2%</numerusform>
            <numerusform>; %1 of %n gave away less than a point, accuracy %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 of %n play gave away less than a point, accuracy %2%</numerusform>
            <numerusform>; %1 of all %n plays gave away less than a point, accuracy %2%</numerusform>
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
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>Better: %1 (it scores %n point at once). Your play %3 cost %4.</numerusform>
            <numerusform>Better: %1 (it scores %n points at once). Your play %3 cost %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>You did not claim the %n point of %2; the next player called Muggins! and took it. That cost %3: the point you did not get, and as much again, since it went to the other side.</numerusform>
            <numerusform>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>You did not claim the %n point of %2; the next player called Muggins! and took it. That cost %3 against the other players&apos; average score: the point you did not get, and %4 more, which the caller&apos;s gain added to that average.</numerusform>
            <numerusform>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</numerusform>
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
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>%n hand of this game was counted before each game had figures of its own: it counts under All games only.</numerusform>
            <numerusform>%n hands of this game were counted before each game had figures of its own: they count under All games only.</numerusform>
        </translation>
    </message>
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
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>in %1 of %n hand</numerusform>
            <numerusform>in %1 of %n hands</numerusform>
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
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, accuracy %1% (biggest mistakes: Game › History)</numerusform>
            <numerusform>%n, accuracy %1% (biggest mistakes: Game › History)</numerusform>
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
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n where your side outscored every other side (%1%)</numerusform>
            <numerusform>%n where your side outscored every other side (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n of the last %1 where your side outscored every other side (%2%)</numerusform>
            <numerusform>%n of the last %1 where your side outscored every other side (%2%)</numerusform>
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
        <translation>
            <numerusform>%1 · %n tile</numerusform>
            <numerusform>%1 · %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>You played %1 and scored %n point.</numerusform>
            <numerusform>You played %1 and scored %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1 drew %n tile, played %2 and scored %3.</numerusform>
            <numerusform>%1 drew %n tiles, played %2 and scored %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1 drew %n tile and played %2.</numerusform>
            <numerusform>%1 drew %n tiles and played %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1 played %2 and scored %n point.</numerusform>
            <numerusform>%1 played %2 and scored %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1 has drawn %n tile in a row.</numerusform>
            <numerusform>%1 has drawn %n tiles in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1 drew %n tile and passed.</numerusform>
            <numerusform>%1 drew %n tiles and passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>%n point, counted: the hand is over.</numerusform>
            <numerusform>%n points, counted: the hand is over.</numerusform>
        </translation>
    </message>
</context>
</TS>
