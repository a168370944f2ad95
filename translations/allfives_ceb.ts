<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ceb_PH">
<context>
    <name>BarKeys</name>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to the replay.</source>
        <translation>Ang buton nga %1: ang Enter mopindot niini; ang ← o → mobalik sa replay.</translation>
    </message>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to your hand.</source>
        <translation>Ang buton nga %1: ang Enter mopindot niini; ang ← o → mobalik sa imong kamot.</translation>
    </message>
</context>
<context>
    <name>ClaimButtons</name>
    <message>
        <source>Claim</source>
        <translation>Angkona</translation>
    </message>
    <message>
        <source>Claim the points of your last play (C)</source>
        <translation>Angkona ang puntos sa imong katapusang tira (C)</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
    <message>
        <source>Take the points an opponent did not claim (M)</source>
        <translation>Kuhaa ang puntos nga wala angkona sa kaatbang (M)</translation>
    </message>
    <message>
        <source>Time left to claim your points</source>
        <extracomment>the name a screen reader gives the bar on the Claim button that empties as time runs out</extracomment>
        <translation>Nahabiling oras sa pag-angkon sa imong puntos</translation>
    </message>
    <message>
        <source>Too late: %1 called Muggins! and took those points.</source>
        <translation>Ulahi na: misinggit si %1 og Muggins! ug gikuha ang maong mga puntos.</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>%n ka puntos: angkona gamit ang C (o ang buton nga Angkona) sa dili pa molihok ang sunod nga magdudula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>Giangkon nimo ang %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 nag-angkon og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>Wala nimo maangkon sa husto nga oras ang imong %n ka puntos, ug walay mitawag og Muggins, busa nawala kini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Mitawag ka og Muggins! sa %3 ni %2 ug gikuha nimo ang %n ka puntos niini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Mitawag si %1 og Muggins! sa imong %3 ug gikuha ang %n ka puntos niini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Mitawag si %1 og Muggins! sa %3 ni %2 ug gikuha ang %n ka puntos niini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Wala nimo maangkon sa husto nga oras ang %n ka puntos sa imong %1, ug walay mitawag og Muggins, busa nawala kini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! Gikuha nimo ang %n ka puntos nga wala angkona ni %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>Muggins! Gikuha ni %1 ang %n ka puntos nga wala nimo angkona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! Gikuha ni %1 ang %n ka puntos nga wala angkona ni %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>Ang sumada nga %1 makahatag og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>A count of %1 scores nothing.</source>
        <translation>Ang sumada nga %1 walay puntos.</translation>
    </message>
</context>
<context>
    <name>EndPanels</name>
    <message>
        <source>New game</source>
        <translation>Bag-ong dula</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sunod nga hugna</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Sugdi ang bag-ong dula (Ctrl+N)</translation>
    </message>
    <message>
        <source>Deal the next hand (Enter)</source>
        <translation>Iapod-apod ang sunod nga hugna (Enter)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Show the end-of-hand panel again (T; a click on the table does too)</source>
        <translation>Ipakita pag-usab ang panel sa katapusan sa hugna (T; ang pag-klik sa lamesa mohimo usab niini)</translation>
    </message>
    <message>
        <source>The game is over. Start another with the New game button (Ctrl+N); click the table or press Enter to see the results again.</source>
        <translation>Human na ang dula. Pagsugod og lain gamit ang buton nga Bag-ong dula (Ctrl+N); i-klik ang lamesa o pindota ang Enter aron makita pag-usab ang resulta.</translation>
    </message>
    <message>
        <source>The hand is over. Press Enter or the Next hand button to deal the next hand; click the table or press T to see the results again.</source>
        <translation>Human na ang hugna. Pindota ang Enter o ang buton nga Sunod nga hugna aron iapod-apod ang sunod nga hugna; i-klik ang lamesa o pindota ang T aron makita pag-usab ang resulta.</translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>Ikaw ug ang magdudula sa atbang batok sa laing duha</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Dula:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Mga magdudula:</translation>
    </message>
    <message>
        <source>Partnerships:</source>
        <translation>Mga pares:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Target:</translation>
    </message>
    <message>
        <source>Tiles dealt:</source>
        <translation>Piraso nga iapod:</translation>
    </message>
    <message>
        <source>End of a hand:</source>
        <translation>Katapusan sa hugna:</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>Pagdaog:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Pag-iskor:</translation>
    </message>
    <message>
        <source>Spinner:</source>
        <translation>Spinner:</translation>
    </message>
    <message>
        <source>Claiming points:</source>
        <translation>Pag-angkon sa puntos:</translation>
    </message>
    <message>
        <source>Drawing:</source>
        <translation>Pagkuha og piraso:</translation>
    </message>
    <message>
        <source>Boneyard:</source>
        <translation>Tapok:</translation>
    </message>
    <message>
        <source>After a blocked hand:</source>
        <translation>Human sa na-block nga hugna:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Mga magdudula nga kompyuter</translation>
    </message>
    <message>
        <source>Left player:</source>
        <translation>Magdudula sa wala:</translation>
    </message>
    <message>
        <source>Top player:</source>
        <translation>Magdudula sa ibabaw:</translation>
    </message>
    <message>
        <source>Right player:</source>
        <translation>Magdudula sa tuo:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Kontra:</translation>
    </message>
    <message>
        <source>Partner (top):</source>
        <translation>Pares (sa ibabaw):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ka magdudula</numerusform>
        </translation>
    </message>
    <message>
        <source>Change any rule below to make a custom game.</source>
        <translation>Usba ang bisan unsang lagda sa ubos aron mahimo kining kaugalingon nga dula.</translation>
    </message>
    <message>
        <source>Computer players always claim their own points: Muggins! can be called on points you leave unclaimed, not on theirs.</source>
        <translation>Kanunay nga angkonon sa mga magdudula nga kompyuter ang ilang kaugalingong puntos: ang Muggins! matawag sa mga puntos nga wala nimo maangkon, dili sa ila.</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>Naandan nga target</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>%n ka puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>The game is over.</source>
        <translation>Nahuman na ang dula.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Ikaw ang midaog sa dula!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Ang imong kiliran ang midaog sa dula!</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <comment>a side of two players, as Opponents</comment>
        <translation>Midaog sa dula: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>Midaog sa dula: %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Katapusan sa dula</translation>
    </message>
    <message>
        <source>End of hand %1</source>
        <translation>Katapusan sa hugna %1</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Nahurot na nimo ang imong mga piraso.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>Nahurot na ni %1 ang iyang mga piraso.</translation>
    </message>
    <message>
        <source>The hand is blocked: nobody can play.</source>
        <translation>Na-block ang hugna: walay makadula.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Magdudula</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Nahibilin nga piraso</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Tuldok</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Na-round</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Kiliran</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Samtang gidula</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>Katapusan sa hugna</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Kini nga hugna</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Iskor</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Ipakita ang lamesa</translation>
    </message>
    <message>
        <source>Hide this panel to look at the table (T); the Results button under the table shows it again</source>
        <translation>Itago kini nga panel aron makita ang lamesa (T); ang buton nga Resulta ubos sa lamesa mopakita niini pag-usab</translation>
    </message>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>Usa ka kiliran ang nakaabot sa target nga %n ka puntos sa kataposan niining hugna, busa nahuman na ang dula: ang may pinakataas nga puntos ang modaog.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score.</source>
        <translation>Ang mga tuldok sa matag magdudula i-round ngadto sa pinakaduol nga multiple sa 5 ug ibawas sa iskor sa iyang kiliran.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips; a tie: nobody) scores 1 point. No pips are taken away.</source>
        <translation>Ang kiliran nga migawas (o, kon na-block, ang may pinakagamay nga tuldok; kon tabla: walay bisan kinsa) makakuha og 1 ka puntos. Walay tuldok nga gikuha.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips.</source>
        <translation>Ang kiliran nga migawas (o, kon na-block, ang may pinakagamay nga tuldok) mokuha sa na-round nga mga tuldok sa uban.</translation>
    </message>
    <message>
        <source>Fewest pips: a tie, so no side collects or scores.</source>
        <translation>Pinakagamay nga tuldok: tabla, busa walay kiliran nga mokuha o makapuntos.</translation>
    </message>
    <message>
        <source>Fewest pips: %1.</source>
        <translation>Pinakagamay nga tuldok: %1.</translation>
    </message>
    <message>
        <source>&quot;Plays&quot; are the points scored during the hand; &quot;This hand&quot; adds up both.</source>
        <translation>Ang &quot;Samtang gidula&quot; mao ang mga puntos nga nakuha samtang gidula ang hugna; ang &quot;Kini nga hugna&quot; nagsuma sa duha.</translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Usa ka tira nga may puntos ang nakaabot sa target nga %n ka puntos sa hugna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Misinggit ka og Muggins! ug naabot nimo ang target nga %n ka puntos sa hugna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Misinggit ang %1 og Muggins! ug naabot niya ang target nga %n ka puntos sa hugna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Gitira nimo ang %3 alang sa %4 ug naabot nimo ang target nga %n ka puntos sa hugna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Gitira sa %1 ang %3 alang sa %4 ug naabot niya ang target nga %n ka puntos sa hugna %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the scores after each hand</source>
        <translation>Tsart sa mga iskor human sa matag hugna</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sunod nga hugna</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bag-ong dula</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Repasoha ang dula</translation>
    </message>
    <message>
        <source>See how your plays compare with the best moves, hand by hand (R)</source>
        <translation>Tan-awa kon unsa ka duol ang imong mga tira sa labing maayong lihok, hugna matag hugna (R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repasoha</translation>
    </message>
    <message>
        <source>See how your plays in this hand compare with the best moves (R)</source>
        <translation>Tan-awa kon unsa ka duol ang imong mga tira niining hugna sa labing maayong lihok (R)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: makahatag kini og %n ka puntos, ang labing daghan nga imong makuha karon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: makahatag kini og %n ka puntos ug labing gamay ang maiskor sa imong kontra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: makahatag kini og %n ka puntos ug labing gamay ang maiskor sa sunod nga magdudula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: kini ra ang imong mahimong tira, ug makahatag kini og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2 o sa laing tumoy nga nagsiga: managsama ra ang mga abli nga tumoy bisan asa, busa bisan asa ra, ug makahatag kini og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: makahatag kini og %n ka puntos, ug isip imong katapusang piraso tapuson niini ang hugna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>Idula ang %1 sa %2: makahatag kini og %n ka puntos, ug kung tan-awon ang pipila ka turno sa unahan, kini ang labing maayo nga tira.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3: %n ra ka piraso ang nahabilin, busa mahimong matapos dayon ang hugna, ug ang mga tuldok nga nahabilin sa kamot maihap niana: kini nga tira makawala og %1, ang imong pinakagaan nga tira %2 ra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n ka tuldok</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Ang pagdula sa %1 sa %2 makahatag unta og %n ka puntos karon, apan mas gamay ang bili niini sa nahabilin nga bahin sa hugna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>Ang %1 makahatag og %n ka puntos karon: pindota ang Enter aron pilion kini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>Ang %1 sa %2 makahatag og %n ka puntos karon.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is just as good.</source>
        <translation>Ang %1 sa %2 parehas ka maayo nga tira.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>Ang %1 sa %2 ug %n pa ka laing tira parehas ka maayo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Abandoned</source>
        <translation>Gibiyaan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Midaog</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Napildi</translation>
    </message>
    <message>
        <source>(Undo used)</source>
        <translation>(Gigamit ang Bawi)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (%2 sa %n ka hugna)</numerusform>
        </translation>
    </message>
    <message>
        <source>hand %1, play %2: cost %3</source>
        <translation>hugna %1, tira %2: nakawala og %3</translation>
    </message>
    <message>
        <source>its review could not be read</source>
        <translation>dili mabasa ang repaso niini</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Kasaysayan</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Nagpadayon</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Karon</translation>
    </message>
    <message>
        <source>No game has been kept yet: games appear here once finished or left, and the game you are playing once one of its hands is over.</source>
        <translation>Wala pay dula nga natipigan: ang mga dula makita dinhi kon nahuman o gibiyaan na, ug ang dula nga imong gidula karon kon nahuman na ang usa sa mga hugna niini.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Petsa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Dula</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Mga magdudula nga kompyuter</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Katukma</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Pinakadakong sayop</translation>
    </message>
    <message>
        <source>The share of your reviewed plays that gave away less than one point, and, when only some of the game&apos;s hands were reviewed, how many of them were</source>
        <translation>Ang bahin sa imong narepaso nga mga tira nga nakawala ug ubos sa usa ka puntos, ug, kon pipila ra ka hugna sa dula ang narepaso, pila niini ang narepaso</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>Ipakita sa replay</translation>
    </message>
    <message>
        <source>Show biggest mistake</source>
        <translation>Ipakita ang pinakadakong sayop</translation>
    </message>
    <message>
        <source>Open the selected game in the replay at the play that gave away the most points, with the better move</source>
        <translation>Ablihi ang gipiling dula sa replay sa tira nga nakawala og labing daghang puntos, uban ang mas maayong lihok</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Katukma sa imong girepaso nga mga dula, sugod sa pinakakaraan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Pinulongan</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Pinulongan sa sistema</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Dula</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Bag-ong dula…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ba&amp;wia ang tira</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Sun&amp;od nga hugna</translation>
    </message>
    <message>
        <source>&amp;Review your plays</source>
        <translation>Repaso&amp;ha ang imong mga tira</translation>
    </message>
    <message>
        <source>&amp;Draw a tile</source>
        <translation>&amp;Kuhaa og piraso</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Laktaw</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Timaan</translation>
    </message>
    <message>
        <source>&amp;Claim points</source>
        <translation>Angkona ang &amp;puntos</translation>
    </message>
    <message>
        <source>Call &amp;Muggins!</source>
        <translation>&amp;Isinggit ang Muggins!</translation>
    </message>
    <message>
        <source>&amp;About this deal…</source>
        <translation>&amp;Mahitungod niining apod-apod…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>I-&amp;save ang rekord…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ablihi ang rekord…</translation>
    </message>
    <message>
        <source>P&amp;lay on from a record…</source>
        <translation>Padayon sa dula gikan sa &amp;rekord…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Mga setti&amp;ng…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Gawas</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Padakua</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Pa&amp;gamya</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Tibuok nga &amp;iskrin</translation>
    </message>
    <message>
        <source>Dra&amp;w and pass automatically</source>
        <translation>Kuhaa ug laktaw &amp;awtomatiko</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Huni</translation>
    </message>
    <message>
        <source>&amp;Small tiles</source>
        <translation>&amp;Gamay nga piraso</translation>
    </message>
    <message>
        <source>&amp;Normal tiles</source>
        <translation>&amp;Normal nga piraso</translation>
    </message>
    <message>
        <source>&amp;Large tiles</source>
        <translation>&amp;Dako nga piraso</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tan-aw</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>I-&amp;zoom aron mohaum</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Kakusog sa animasyon</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Hinay</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Paspas</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Dayon</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>Kasa&amp;ysayan…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Esta&amp;distika…</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Itanyag ang mga &amp;timaan</translation>
    </message>
    <message>
        <source>&amp;Tile size</source>
        <translation>Gi&amp;dak-on sa piraso</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>T&amp;abang</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Mga &amp;lagda</translation>
    </message>
    <message>
        <source>&amp;About All Fives</source>
        <translation>&amp;Mahitungod sa All Fives</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Kuhaa</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Kuhaa og piraso gikan sa tapok (D)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Laktaw</translation>
    </message>
    <message>
        <source>Pass: no tile fits and nothing is left to draw (P)</source>
        <translation>Laktaw: walay piraso nga mohaum ug wala nay makuha (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Timaan</translation>
    </message>
    <message>
        <source>Ask the expert player what to play (H)</source>
        <translation>Pangutan-a ang eksperto nga magdudula kon unsay idula (H)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Mga iskor</translation>
    </message>
    <message>
        <source>Seed of this game</source>
        <translation>Numero sa pag-apod niining dula</translation>
    </message>
    <message>
        <source>The saved game did not say how well its computer players played: Medium players play on for them.</source>
        <translation>Wala gisulti sa natipig nga dula kung unsa ka maayo ang pagdula sa mga kompyuter nga magdudula niini: mga magdudula nga Tunga-tunga ang magpadayon alang kanila.</translation>
    </message>
    <message>
        <source>Resume goes on with that game; New game deals seed %1, as the command line asked.</source>
        <translation>Ang Ipadayon magpadayon sa maong dula; ang Bag-ong dula mag-apod-apod gikan sa numero %1, sumala sa gihangyo sa command line.</translation>
    </message>
    <message>
        <source>That game was dealt from seed %1, as the command line asked: Resume goes on with it; New game deals it again from its first hand.</source>
        <translation>Ang maong dula giapod-apod gikan sa numero %1, sumala sa gihangyo sa command line: ang Ipadayon magpadayon niini; ang Bag-ong dula mag-apod-apod niini pag-usab gikan sa unang hugna.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Ipadayon ang dula</translation>
    </message>
    <message>
        <source>You have a game that is not finished. Resume it where you left it?</source>
        <translation>Aduna kay dula nga wala pa mahuman. Ipadayon ba kini diin ka mihunong?</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since your opponent, once stuck, must pass instead of drawing.</source>
        <translation>Timaan: mokuha gikan sa tapok (D) una ka modula: mapuslanon dinhi ang pagkuha sa matag piraso nga mahimong kuhaon, kay ang imong kontra, kon ma-stuck, kinahanglang molaktaw imbes mokuha.</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since the tiles you hold cost nothing at the end of the hand.</source>
        <translation>Timaan: mokuha gikan sa tapok (D) una ka modula: mapuslanon dinhi ang pagkuha sa matag piraso nga mahimong kuhaon, kay ang mga piraso sa imong kamot walay bayad sa katapusan sa hugna.</translation>
    </message>
    <message>
        <source>Hand %1, scores: %2.</source>
        <translation>Hugna %1, mga iskor: %2.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Ipadayon</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bag-ong dula</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>Nagpadayon ang imong dula diin ka mihunong.</translation>
    </message>
    <message>
        <source>This is the demo: the games played here are not saved. Start All Fives without --demo to keep your games.</source>
        <translation>Kini ang demo: ang mga dula dinhi dili matipigan. Sugdi ang All Fives nga walay --demo aron matipigan ang imong mga dula.</translation>
    </message>
    <message>
        <source>Your last play and every move after it were taken back. It is your turn again.</source>
        <translation>Ang imong katapusang tira ug ang tanang lihok human niini gibawi. Ikaw na usab ang motira.</translation>
    </message>
    <message>
        <source>Hints are off. To turn them on: View › Offer hints (or Game › Settings).</source>
        <translation>Gipalong ang mga timaan. Aron ipasiga: Tan-aw › Itanyag ang mga timaan (o Dula › Mga setting).</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>Biyaan ang dula nga nagpadayon ug magsugod og bag-o?</translation>
    </message>
    <message>
        <source>The game you leave is kept in your history and counted in your statistics as abandoned.</source>
        <translation>Ang dula nga imong biyaan matipigan sa imong kasaysayan ug maihap sa imong estadistika isip gibiyaan.</translation>
    </message>
    <message>
        <source>Your files cannot be written now, so the game you leave cannot be kept in your history; Game › Save record can keep it in another folder first.</source>
        <translation>Dili ma-save ang imong mga file karon, busa ang dula nga imong biyaan dili matipigan sa imong kasaysayan; ang Dula › I-save ang rekord makatipig niini sa laing folder una.</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Biyai</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Padayon sa pagdula</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Numero sa pag-apod %1</translation>
    </message>
    <message>
        <source>A replay cannot be undone: close it (Escape) to go back to your game.</source>
        <translation>Dili ma-uli ang replay: isira kini (Escape) aron makabalik sa imong dula.</translation>
    </message>
    <message>
        <source>This hand is over, so its plays can no longer be taken back.</source>
        <translation>Nahuman na kining hugna, busa dili na mabawi ang mga tira niini.</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>Ang pagbawi gipalong sa mga setting.</translation>
    </message>
    <message>
        <source>There is no play of yours in this hand to take back.</source>
        <translation>Wala kay tira niining hugna nga mabawi.</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits an open end, so draw from the boneyard (D).</source>
        <translation>Timaan: walay bisan usa sa imong mga piraso nga mohaum sa abli nga tumoy, busa mokuha gikan sa tapok (D).</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits and nothing is left to draw, so pass (P).</source>
        <translation>Tambag: walay mohaum sa imong mga piraso ug wala nay makuha, busa laktaw (P).</translation>
    </message>
    <message>
        <source>A hint will come at your turn.</source>
        <translation>Moabot ang timaan inig abot sa imong turno.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn to play a tile.</source>
        <translation>Mahatag ang timaan kon imong turno sa pagbutang og piraso.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Nangita og timaan…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
    <message>
        <source>This game was dealt from seed %1.</source>
        <translation>Kini nga dula gi-apod-apod gikan sa numero sa pag-apod %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ka magdudula</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>target %1</translation>
    </message>
    <message>
        <source>hand %1 of this game</source>
        <translation>hugna %1 niining dula</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>Mahitungod niining apod-apod</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Mga magdudula nga kompyuter: %1</translation>
    </message>
    <message>
        <source>To play the same deals again, choose seed %1 and the same players and rules in the New game dialog (the seed alone does not set them). This command opens it with the seed:
allfives-qt --seed %1</source>
        <translation>Aron dulaon pag-usab ang samang mga apod-apod, pilia ang numero %1 ug ang samang mga magdudula ug mga lagda sa Bag-ong dula (ang numero lang dili magbutang niini). Kining sugo moabli niini uban sa numero:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>Seed %1 does not deal all of this game&apos;s hands: those it does not deal are its record&apos;s own.</source>
        <translation>Ang numero sa pag-apod nga %1 dili makaapod sa tanang kamot niini nga dula: ang dili niini maapod gikan sa iyang rekord mismo.</translation>
    </message>
    <message>
        <source>This game&apos;s record gives no seed: its deals are the record&apos;s own, and no seed deals them again.</source>
        <translation>Ang rekord niini nga dula walay gihatag nga numero sa pag-apod: ang mga apod niini gikan sa rekord mismo, ug walay numero sa pag-apod nga makaapod niini pag-usab.</translation>
    </message>
    <message>
        <source>No: each player scores alone</source>
        <translation>Dili: ang matag magdudula moiskor nga siya ra</translation>
    </message>
    <message>
        <source>Every other rule as in %1.</source>
        <translation>Ang tanang ubang lagda sama sa %1.</translation>
    </message>
    <message>
        <source>All Fives %1</source>
        <translation>All Fives %1</translation>
    </message>
    <message>
        <source>A dominoes game for one person against computer players: score points whenever the open ends of the layout add up to a multiple of five.</source>
        <translation>Usa ka dula sa domino alang sa usa ka tawo batok sa mga kompyuter nga magdudula: makakuha og puntos matag higayon nga ang sumada sa mga abli nga tumoy sa linya mabahin sa lima.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lisensya: GNU General Public License, bersyon 3 o mas bag-o (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This deal: seed %1. With the same players and rules, this command deals it again:
allfives-qt --seed %1</source>
        <translation>Kini nga apod-apod: numero %1. Uban sa samang mga magdudula ug mga lagda, kining sugo moapod niini pag-usab:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>About All Fives</source>
        <translation>Mahitungod sa All Fives</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>This game holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Kini nga dula naglakip sa hugna nga imong gidula karon, nga wala pa mahuman: mapakita kini kon mahuman na kana nga hugna.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Bag-ong dula</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Numero sa pag-apod (kon gusto):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Numero sa pag-apod</translation>
    </message>
    <message>
        <source>A seed is a whole number from %1 to %2. Leave it empty for a random one.</source>
        <translation>Ang numero sa pag-apod usa ka tibuok nga numero gikan sa %1 hangtod sa %2. Biyai kini nga blangko aron mapili kini nga random.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Sugdi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahon</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Laktawi</translation>
    </message>
    <message>
        <source>Start a game with your usual choices (Game › Settings…)</source>
        <translation>Sugdi ang dula sa imong naandang mga pili (Dula › Mga setting…)</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Itago kini nga mensahe</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>Easy</source>
        <translation>Sayon</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Tunga-tunga</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Lisud</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperto</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Sulagma</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Hakog</translation>
    </message>
    <message>
        <source>Standard (9 each for 2 players, 7 for 3, 5 for 4)</source>
        <translation>Standard (9 matag usa kon 2 ka magdudula, 7 kon 3, 5 kon 4)</translation>
    </message>
    <message>
        <source>Five each</source>
        <translation>Lima matag usa</translation>
    </message>
    <message>
        <source>Seven each for 2 players, five for 3 or 4</source>
        <translation>Pito matag usa kon 2 ka magdudula, lima kon 3 o 4</translation>
    </message>
    <message>
        <source>Each player loses the pips left in hand</source>
        <translation>Ang matag magdudula mapildihan sa mga tuldok nga nahabilin sa kamot</translation>
    </message>
    <message>
        <source>The side that goes out collects the others&apos; pips</source>
        <translation>Ang kiliran nga mogawas mokuha sa mga tuldok sa uban</translation>
    </message>
    <message>
        <source>One point to the side that goes out (or has the fewest pips)</source>
        <translation>Usa ka puntos sa kiliran nga nahurot (o may pinakagamay nga tuldok)</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Fives and Threes</source>
        <translation>Lima ug Tulo</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Kaugalingon</translation>
    </message>
    <message>
        <source>Multiples of 5 score their count</source>
        <translation>Ang sumada nga mabahin sa 5 mao ang puntos</translation>
    </message>
    <message>
        <source>Fives and threes: count / 5 plus count / 3</source>
        <translation>Lima ug tulo: sumada / 5 dugang sumada / 3</translation>
    </message>
    <message>
        <source>The first double is the spinner</source>
        <translation>Ang unang doble mao ang spinner</translation>
    </message>
    <message>
        <source>No spinner: one line</source>
        <translation>Walay spinner: usa ka linya</translation>
    </message>
    <message>
        <source>Points are scored at once</source>
        <translation>Ang puntos maihap dayon</translation>
    </message>
    <message>
        <source>Claim your points, or an opponent calls Muggins</source>
        <translation>Angkona ang imong puntos, kon dili mosinggit og Muggins ang kaatbang</translation>
    </message>
    <message>
        <source>Only when no tile fits</source>
        <translation>Kon walay piraso nga mohaum lang</translation>
    </message>
    <message>
        <source>At will, before playing</source>
        <translation>Kon gusto, sa dili pa modula</translation>
    </message>
    <message>
        <source>Every tile may be drawn</source>
        <translation>Ang matag piraso mahimong kuhaon</translation>
    </message>
    <message>
        <source>The last two tiles are never drawn</source>
        <translation>Ang katapusang duha ka piraso dili gayud kuhaon</translation>
    </message>
    <message>
        <source>A player chosen at random</source>
        <translation>Usa ka magdudula nga pinili nga random</translation>
    </message>
    <message>
        <source>The player with the fewest pips</source>
        <translation>Ang magdudula nga may pinakagamay nga tuldok</translation>
    </message>
    <message>
        <source>The same player again</source>
        <translation>Ang samang magdudula usab</translation>
    </message>
    <message>
        <source>At once when a side reaches the target</source>
        <translation>Dayon kon ang usa ka kiliran makaabot sa target</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>Sa katapusan sa hugna, ang pinakataas nga iskor</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Game records (*.json)</source>
        <extracomment>Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads &quot;(*.json)&quot;.</extracomment>
        <translation>Mga rekord sa dula (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tanang file (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tan-awa sa:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Ngalan sa file:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Klase sa file:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>I-save</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ablihi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahon</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Wala pay dula nga ma-save.</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>I-save ang rekord sa dula</translation>
    </message>
    <message>
        <source>Game record saved as %1.</source>
        <translation>Na-save ang rekord sa dula isip %1.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Puno na ang disk.</translation>
    </message>
    <message>
        <source>That folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Dili masulatan ang maong folder (para basahon lang, o dili imo).</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>Ingon sa sistema: %1</translation>
    </message>
    <message>
        <source>The game record could not be saved as %1.</source>
        <translation>Dili ma-save ang rekord sa dula isip %1.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Ablihi ang rekord sa dula</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Gibasa ang rekord sa dula…</translation>
    </message>
    <message>
        <source>The file cannot be read (the system says: %1).</source>
        <translation>Dili mabasa ang file (ingon sa sistema: %1).</translation>
    </message>
    <message>
        <source>Its hand %1 is not written as a game record&apos;s hands are:</source>
        <translation>Ang hugna %1 niini wala masulat sama sa pagsulat sa mga hugna sa rekord sa dula:</translation>
    </message>
    <message>
        <source>It breaks the rules at hand %1, play %2:</source>
        <translation>Naglapas kini sa mga lagda sa hugna %1, tira %2:</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its text goes wrong at line %1, column %2.</source>
        <translation>Nadaot o naputol ang file: nasayop ang teksto niini sa linya %1, kolum %2.</translation>
    </message>
    <message>
        <source>It is not a game record this program can read:</source>
        <translation>Dili kini rekord sa dula nga mabasa niini nga programa:</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words; it counts seats from 0, as the file does.)</source>
        <translation>(Sa mga pulong sa tigsusi sa rekord, sa English; iyang ihap ang mga lingkoranan gikan sa 0, sama sa file.)</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words.)</source>
        <translation>(Sa mga pulong sa tigsusi sa rekord, sa English.)</translation>
    </message>
    <message>
        <source>The file is %1; a game record is at most %2.</source>
        <translation>Ang file %1; ang rekord sa dula dili molapas sa %2.</translation>
    </message>
    <message>
        <source>It has no record version.</source>
        <translation>Wala kini bersyon sa rekord.</translation>
    </message>
    <message>
        <source>It was written for another version of the game record format.</source>
        <translation>Gisulat kini alang sa laing bersyon sa porma sa rekord sa dula.</translation>
    </message>
    <message>
        <source>This program reads version %1 records.</source>
        <translation>Kini nga programa nagbasa sa mga rekord sa bersyon %1.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Folder kini, dili file.</translation>
    </message>
    <message>
        <source>It is not a file that can be read from start to end (a device or a pipe).</source>
        <translation>Dili kini file nga mabasa gikan sa sinugdanan hangtod sa katapusan (usa ka device o pipe).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Walay sulod ang file.</translation>
    </message>
    <message>
        <source>The file holds only blank space.</source>
        <translation>Puro blangkong luna ang sulod sa file.</translation>
    </message>
    <message>
        <source>The file is not text: a game record is text (JSON, in UTF-8).</source>
        <translation>Dili teksto ang file: teksto ang rekord sa dula (JSON, sa UTF-8).</translation>
    </message>
    <message>
        <source>The file is text, but not JSON: a game record starts with “{”.</source>
        <translation>Teksto ang file, apan dili JSON: ang rekord sa dula magsugod sa “{”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not a game record: a game record starts with “{”.</source>
        <translation>JSON ang file, apan dili rekord sa dula: ang rekord sa dula magsugod sa “{”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not an All Fives game record: a game record says “&quot;format&quot;: &quot;allfives-record&quot;”.</source>
        <translation>JSON ang file, apan dili rekord sa dula sa All Fives: ang rekord sa dula nag-ingon og “&quot;format&quot;: &quot;allfives-record&quot;”.</translation>
    </message>
    <message>
        <source>The record %1 cannot be shown.</source>
        <translation>Dili mapakita ang rekord nga %1.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Gawas</translation>
    </message>
    <message>
        <source>The end of your last game could not be saved, so it is not in your history, and the next start may offer it from an earlier play. Quit anyway?</source>
        <translation>Dili ma-save ang katapusan sa imong kataposang dula, busa wala kini sa imong kasaysayan, ug sa sunod nimong pagsugod mahimong ikatanyag kini gikan sa usa ka naunang tira. Mogawas gihapon?</translation>
    </message>
    <message>
        <source>This game could not be saved, so it cannot be offered when you start again. Quit anyway?</source>
        <translation>Dili ma-save kining dulaa, busa dili kini ikatanyag sa sunod nimong pagsugod. Mogawas gihapon?</translation>
    </message>
    <message>
        <source>Save record… keeps a record of it in another folder, which Game › Open record can replay.</source>
        <translation>Ang I-save ang rekord… magtipig og rekord niini sa laing folder, nga ma-replay sa Dula › Ablihi ang rekord.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Padayon sa pagdula</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>I-save ang rekord…</translation>
    </message>
    <message>
        <source>The record %1 holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Ang rekord nga %1 naglakip sa hugna nga imong gidula karon, nga wala pa mahuman: mapakita kini kon mahuman na kana nga hugna.</translation>
    </message>
    <message>
        <source>The review kept in this record could not be read, so its marks are not shown: press R to review your plays again.</source>
        <translation>Dili mabasa ang repaso nga gitipigan niining rekord, busa dili makita ang mga marka niini: pindota ang R aron repasohon pag-usab ang imong mga tira.</translation>
    </message>
    <message>
        <source>Play on from a game record</source>
        <translation>Padayon sa dula gikan sa rekord sa dula</translation>
    </message>
    <message>
        <source>The record %1 cannot be played on.</source>
        <translation>Dili mapadayon ang dula sa rekord %1.</translation>
    </message>
    <message>
        <source>Its game is over: Game › Open record shows it again.</source>
        <translation>Nahuman na ang dula niini: ang Dula › Ablihi ang rekord mopakita niini pag-usab.</translation>
    </message>
    <message>
        <source>No seat of its game is a person&apos;s: every player is a computer player.</source>
        <translation>Walay lingkoranan sa dula niini nga iya sa usa ka tawo: kompyuter ang tanang magdudula.</translation>
    </message>
    <message>
        <source>Its target, %1, is past the highest a game here can have, %2.</source>
        <translation>Ang target niini, %1, labaw sa pinakataas nga mahimong target sa usa ka dula dinhi, %2.</translation>
    </message>
    <message>
        <source>The record is of the game being played, as it stands now: the game goes on as it is.</source>
        <translation>Ang rekord mao ang dula nga gidula karon, sama sa kahimtang niini karon: magpadayon lang ang dula.</translation>
    </message>
    <message>
        <source>Leave the game in progress and play on from the record?</source>
        <translation>Biyaan ang dula nga nagpadayon ug ipadayon ang dula gikan sa rekord?</translation>
    </message>
    <message>
        <source>The game of the record goes on. %1</source>
        <translation>Nagpadayon ang dula sa rekord. %1</translation>
    </message>
    <message>
        <source>The record does not say how well its computer players played: Medium players play on for them.</source>
        <translation>Wala gisulti sa rekord kung unsa ka maayo ang pagdula sa mga kompyuter nga magdudula niini: mga magdudula nga Tunga-tunga ang magpadayon alang kanila.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Wala mahibaloi</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Pilia tanan</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Pataas</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Paubos &amp;usa</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Balik</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Abante</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder sa ibabaw</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Paghimo og bag-ong folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Tan-aw nga lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Tan-aw nga detalyado</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Balik</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Abante</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Adto sa folder sa ibabaw</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Paghimo og bag-ong folder</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Ilisan ngadto sa tan-aw nga lista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ilisan ngadto sa tan-aw nga detalyado</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Kilid nga bar</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista sa mga dapit ug mga bookmark</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Mga file</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Bag-ong naadtoang mga dapit</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Ilisan ang ngalan</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Papasa</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Ipakita ang mga &amp;tinagong file</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Ipakita </translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Bag-ong &amp;folder</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Bag-ong folder</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Papasa</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Sigurado ka ba nga papason ang &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Ang &apos;%1&apos; dili masulatan.
Papason gihapon ba nimo?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Dili mapapas ang folder.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Naa na ang %1.
Ilisan ba nimo kini?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Wala makita ang file.
Palihug susiha nga husto ang ngalan sa file.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Wala makita ang folder.
Palihug susiha nga husto ang ngalan sa folder.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ablihi</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>I-save isip</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ablihi</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;I-save</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tanang file (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ngalan</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Gidak-on</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Klase</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Petsa sa pag-usab</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuter</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Dili puwede nga ngalan sa file</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Dili magamit ang ngalan nga &quot;%1&quot;.&lt;/b&gt;&lt;p&gt;Sulayi ang laing ngalan, mas mubo o walay mga marka sa bantas.</translation>
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
        <translation>&amp;Bawia</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Balika</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Putla</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyaha</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Idikit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Papasa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilia tanan</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahon</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Dili</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ablihi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>I-save</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Gamita</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>I-reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ibalik ang mga default</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Tabang</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Isalikway</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>I-scroll dinhi</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Pinakataas</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Pinakaubos</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Usa ka panid pataas</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Usa ka panid paubos</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>I-scroll pataas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>I-scroll paubos</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Wala nga kilid</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tuo nga kilid</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Usa ka panid pawala</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Usa ka panid patuo</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>I-scroll pawala</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>I-scroll patuo</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyaha</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopyaha ang adres sa &amp;link</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilia tanan</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3: %n ra ka piraso ang nahabilin, busa mahimong matapos dayon ang hugna, ug ang mga tuldok nga nahabilin sa kamot maihap niana: ang mas maayong tira nakawala og %1, ang imong tira %2 ra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Ang pagdula sa %1 sa %2 makahatag unta dayon og %n ka puntos, apan mas gamay ang bili niini sa nahabilin nga bahin sa hugna.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Play %1 of %2</source>
        <translation>Tira %1 sa %2</translation>
    </message>
    <message>
        <source>The deal</source>
        <comment>the replay&apos;s step of the deal, before any play</comment>
        <translation>Ang pag-apod-apod</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Hunong sa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Padagana</translation>
    </message>
    <message>
        <source>Stop stepping (Space)</source>
        <translation>Hunonga ang pag-abante (Space)</translation>
    </message>
    <message>
        <source>Step through the plays on their own (Space)</source>
        <translation>Ipadagan ang mga tira nga kusa (Space)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hugna %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Go to the deal of this hand; again: the first deal of the game (Home)</source>
        <translation>Adto sa apod-apod niining hugna; usab: ang unang apod-apod sa dula (Home)</translation>
    </message>
    <message>
        <source>Go to the end of this hand; again: the end of the game (End)</source>
        <translation>Adto sa katapusan niining hugna; usab: ang katapusan sa dula (End)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Balik</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <source>One play back (Left arrow)</source>
        <translation>Usa ka tira pabalik (←)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Abante</translation>
    </message>
    <message>
        <source>One play forward (Right arrow)</source>
        <translation>Usa ka tira paabante (→)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Katapusan</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Isira ang replay</translation>
    </message>
    <message>
        <source>Leave the replay and go back to your game (Escape)</source>
        <translation>Biyai ang replay ug balik sa imong dula (Escape)</translation>
    </message>
    <message>
        <source>Jump to a hand</source>
        <translation>Lukso ngadto sa hugna</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hugna</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Hand %1: the deal. First to play: %2.</source>
        <translation>Hugna %1: ang pag-apod-apod. Mosugod: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>Misinggit si %1 og Muggins! ug gikuha ang %n ka puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody called Muggins: the points are lost.</source>
        <translation>Walay misinggit og Muggins: nawala ang mga puntos.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Mikuha ka og %5 gikan sa tapok ug gidula nimo ang %2 sa %3. Sumada %4, %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Mikuha ka og %5 gikan sa tapok ug gidula nimo ang %2 sa %3. Sumada %4: %n ka puntos wala maangkon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1: mikuha og %5 gikan sa tapok ug gidula ang %2 sa %3. Sumada %4, %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1: mikuha og %5 gikan sa tapok ug gidula ang %2 sa %3. Sumada %4: %n ka puntos wala maangkon.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed after this play.</source>
        <translation>Milaktaw ka human niining tira.</translation>
    </message>
    <message>
        <source>%1 passed after this play.</source>
        <translation>%1: milaktaw human niining tira.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Human na ang dula.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Human na ang hugna.</translation>
    </message>
    <message>
        <source>At the end of the hand: %1.</source>
        <translation>Sa katapusan sa hugna: %1.</translation>
    </message>
    <message>
        <source>Hand %1, play %2:</source>
        <translation>Hugna %1, tira %2:</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1: gidula ang %2 sa %3. Sumada %4, %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1: gidula ang %2 sa %3. Sumada %4: %n ka puntos wala maangkon.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed.</source>
        <translation>Mikuha ka og %2 gikan sa tapok ug milaktaw.</translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed after this play.</source>
        <translation>Mikuha ka og %2 gikan sa tapok ug milaktaw human niining tira.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed.</source>
        <translation>%1: mikuha og %2 gikan sa tapok ug milaktaw.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed after this play.</source>
        <translation>%1: mikuha og %2 gikan sa tapok ug milaktaw human niining tira.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the hand.</source>
        <translation>Dinhi mohunong ang rekord, sa tunga-tunga sa hugna.</translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Gidula nimo ang %2 sa %3. Sumada %4, %n ka puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Gidula nimo ang %2 sa %3. Sumada %4: %n ka puntos wala maangkon.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Milaktaw ka.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: milaktaw.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>It was your only play.</source>
        <translation>Kini ra ang imong tira.</translation>
    </message>
    <message>
        <source>The move itself was the best.</source>
        <translation>Ang dula mismo mao ang labing maayo.</translation>
    </message>
    <message>
        <source>In all, this play cost %1.</source>
        <translation>Sa tanan, kining tiraha nakawala og %1.</translation>
    </message>
    <message>
        <source>Either end your tile fitted left the same open ends, so you had no real choice here.</source>
        <translation>Bisan asang tumoy nga mohaum ang imong piraso, managsama ra ang nabiling abli nga mga tumoy, busa wala kay tinuod nga mapili dinhi.</translation>
    </message>
    <message>
        <source>Whether to draw first instead is not judged.</source>
        <translation>Wala gihukman kon mas maayo ba nga mokuha una.</translation>
    </message>
    <message>
        <source>Your play %1 won the game.</source>
        <translation>Ang imong tira nga %1 nakadaog sa dula.</translation>
    </message>
    <message>
        <source>Your play %1 was the best.</source>
        <translation>Ang imong tira nga %1 mao ang labing maayo.</translation>
    </message>
    <message>
        <source>Better: %1, which would have won the game at once. Your play %3 cost %4.</source>
        <translation>Mas maayo: %1, nga makadaog unta dayon sa dula. Ang imong tira nga %3 nakawala og %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 scored %2 at once, but cost %4 over the rest of the hand.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Mas maayo: %1. Ang imong tira nga %3 nakakuha dayon og %2, apan nakawala og %4 sa nahabilin sa hugna.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 cost %4.</source>
        <translation>Mas maayo: %1. Ang imong tira nga %3 nakawala og %4.</translation>
    </message>
    <message>
        <source>not claimed: cost %1</source>
        <translation>wala maangkon: nakawala og %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>nakawala og %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sa %2</translation>
    </message>
    <message>
        <source>The next player had one tile left: after your play they could have played it and ended the hand; after the better move, no tile they could hold would have fitted.</source>
        <translation>Usa na lang ka piraso ang nabilin sa sunod nga magdudula: human sa imong tira, madula unta niya kini ug matapos ang hugna; human sa mas maayong tira, walay piraso nga mahimo niyang makuptan ang mohaum unta.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Human sa imong tira, ang sunod nga magdudula makaiskor unta hangtod %1 dayon; human sa mas maayong tira, wala.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Human sa imong tira, ang sunod nga magdudula makaiskor unta hangtod %1 dayon; human sa mas maayong tira, dili molapas sa %2.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Human niini, ang sunod nga magdudula makaiskor unta hangtod %1 dayon; human sa imong tira, wala.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Human niini, ang sunod nga magdudula makaiskor unta hangtod %1 dayon; human sa imong tira, dili molapas sa %2.</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Review</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>Reviewing your plays...</source>
        <translation>Girepaso ang imong mga tira...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahon</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Gikansela ang repaso.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Dili mahimo ang repaso.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No reviewed play at this step</source>
        <translation>Walay girepaso nga tira niini nga lakang</translation>
    </message>
    <message>
        <source>None of your plays had a choice to review.</source>
        <translation>Walay bisan usa sa imong mga tira nga adunay kapilian nga marepaso.</translation>
    </message>
    <message>
        <source>; no points given away, accuracy %1%</source>
        <translation>; walay puntos nga nawala, katukma %1%</translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; lakip ang nasipyat nga mga pag-angkon, %1 sa %n ka tira ang nakawala og ubos sa usa ka puntos, katukma %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; %n ka pag-angkon nga nasipyat</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 given away</source>
        <translation>; %1 ang nawala</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>Tibuok dula: %1</translation>
    </message>
    <message>
        <source>The game so far: %1</source>
        <translation>Ang dula hangtod karon: %1</translation>
    </message>
    <message>
        <source>Hand %2: %1</source>
        <translation>Hugna %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>%1 sa %n ka tira nga may kapilian ang labing maayo</numerusform>
        </translation>
    </message>
    <message>
        <source>None of your plays had a choice of move</source>
        <translation>Walay bisan usa sa imong mga tira nga adunay kapilian</translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, ug %n ka pag-angkon ang nasipyat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, apan %n ka pag-angkon ang nasipyat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 sa %n ang nakawala og ubos sa usa ka puntos, katukma %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 sa tanang %n ka tira ang nakawala og ubos sa usa ka puntos, katukma %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>You made no play in this hand: there is nothing of yours to review.</source>
        <translation>Wala kay tira niining hugna: walay imo nga marepaso.</translation>
    </message>
    <message>
        <source>This hand was not reviewed: R (Game › Review your plays) reviews it.</source>
        <translation>Kini nga hugna wala marepaso: ang R (Dula › Repasoha ang imong mga tira) morepaso niini.</translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>Hugna %1: katukma %2%, %3 sa %n ka tira ang labing maayo</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: accuracy %2%</source>
        <translation>Hugna %1: katukma %2%</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Sumaryo sa repaso</translation>
    </message>
    <message>
        <source>Accuracy: the share of your plays that gave away less than a point, as Statistics and History count it</source>
        <translation>Katukma: ang bahin sa imong mga tira nga nawad-an ug ubos sa usa ka puntos, sama sa pag-ihap sa Estadistika ug Kasaysayan</translation>
    </message>
    <message>
        <source>A best move whose points you did not claim counts as not accurate.</source>
        <translation>Ang labing maayong tira nga wala nimo gi-claim ang mga puntos dili maihap nga tukma.</translation>
    </message>
    <message>
        <source>The points given away are averaged over the tiles the other players might hold, so they can be fractions.</source>
        <translation>Ang mga puntos nga nahatag kay kasagaran sa mga piraso nga tingali naa sa ubang magdudula, busa mahimo kining tipik.</translation>
    </message>
    <message>
        <source>They are what a play is expected to cost over the rest of its hand against the best play, so their total need not match the final score.</source>
        <translation>Kini ang gidahom nga mawala sa usa ka tira sa nahabilin sa hugna niini kon itandi sa labing maayong tira, busa ang tibuok niini dili kinahanglan motakdo sa katapusang iskor.</translation>
    </message>
    <message>
        <source>The review of the play on the table</source>
        <translation>Ang repaso sa tira nga anaa sa lamesa</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ka puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a number of points with one decimal, as 2.5</comment>
        <translation>%1 ka puntos</translation>
    </message>
    <message numerus="yes">
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>Mas maayo: %1 (makaiskor dayon og %n ka puntos). Ang imong tira nga %3 nakawala og %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>Wala nimo angkona ang %n ka puntos sa %2; ang sunod nga magdudula misinggit og Muggins! ug mikuha niini. Nakawala kini og %3: ang mga puntos nga wala nimo makuha, ug ingon ka daghan pa kay niadto kini sa pikas nga kilid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>Wala nimo angkona ang %n ka puntos sa %2; ang sunod nga magdudula misinggit og Muggins! ug mikuha niini. Nakawala kini og %3 batok sa kasagarang puntos sa ubang mga magdudula: ang mga puntos nga wala nimo makuha, ug %4 pa, nga gidugang sa nakuha sa misinggit ngadto sa maong kasagaran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>Wala nimo angkona ang %n ka puntos sa %2, busa nawala kini: nakawala og %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Mga lagda</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
    </message>
    <message>
        <source>A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 players. Four players play in two partnerships unless chosen otherwise: you and the player opposite you share a score.</source>
        <translation>Usa ka dula sa domino gamit ang set nga doble-sayis nga 28 ka piraso, para sa 2, 3 o 4 ka magdudula. Ang upat ka magdudula magdula isip duha ka pares gawas kon laing kapilian ang pilion: ikaw ug ang magdudula sa imong atbang usa ra ang iskor.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Ang pag-apod-apod</translation>
    </message>
    <message>
        <source>Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other choices in the New game dialog). The tiles left over form the boneyard.</source>
        <translation>Ang matag magdudula makadawat og 9 ka piraso kon 2 ang magdudula, 7 kon 3 ug 5 kon 4 (laing mga kapilian anaa sa bintana sa Bag-ong dula). Ang nahabilin nga mga piraso mao ang tapok.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Pagdula</translation>
    </message>
    <message>
        <source>The first player puts any tile in the middle of the table. After that, each player in turn adds a tile to an open end of the layout: the touching halves must have the same number of pips. If no tile fits, you draw from the boneyard until one fits and play it; when the boneyard is empty you pass.</source>
        <translation>Ang unang magdudula magbutang og bisan unsang piraso sa tunga sa lamesa. Human niana, ang matag magdudula sa iyang turno magdugtong og piraso sa abli nga tumoy sa linya: ang managtandog nga mga tunga kinahanglan managsama og gidaghanon sa tuldok. Kon walay mohaum, mokuha ka gikan sa tapok hangtod adunay mohaum ug idula kini; kon wala nay sulod ang tapok, molaktaw ka.</translation>
    </message>
    <message>
        <source>Doubles and the spinner</source>
        <translation>Ang mga doble ug ang spinner</translation>
    </message>
    <message>
        <source>Doubles lie crosswise. The first double of the hand is the spinner: once tiles cover both of its long sides, tiles can also be played on its top and bottom, so the layout can have four open ends.</source>
        <translation>Ang mga doble ibutang nga pahalang. Ang unang doble sa hugna mao ang spinner: kon matabonan na sa mga piraso ang duha niya ka tag-as nga kilid, mahimo na usab idula ang mga piraso sa ibabaw ug ubos niini, busa ang linya mahimong adunay upat ka abli nga tumoy.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pag-iskor</translation>
    </message>
    <message>
        <source>After every play, add up the pips of the open ends: that is the count. A double at an end counts both halves, and so does the spinner while one of its sides is still free. When the count is a multiple of 5, the player who just played scores it: a count of 15 gives 15 points.</source>
        <translation>Human sa matag tira, sumahon ang mga tuldok sa mga abli nga tumoy: kana ang sumada. Ang doble sa tumoy moihap sa duha niya ka tunga, ingon man ang spinner samtang usa sa iyang mga kilid bakante pa. Kon ang sumada mabahin sa 5, ang magdudula nga bag-o lang midula makakuha niini: ang sumada nga 15 mohatag og 15 ka puntos.</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>Ang katapusan sa hugna</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when nobody can play. Every player&apos;s remaining pips are rounded to the nearest 5 and, under the standard rule, taken off their own side&apos;s score (another rule lets the side that went out collect them instead).</source>
        <translation>Mahuman ang hugna kon ang usa ka magdudula modula sa iyang katapusang piraso, o kon walay makadula. Ang nahabilin nga mga tuldok sa matag magdudula i-round ngadto sa pinakaduol nga multiple sa 5 ug, sumala sa standard nga lagda, ibawas sa iskor sa iyang kaugalingong kiliran (ang laing lagda motugot sa kiliran nga migawas nga mokuha niini hinuon).</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Pagdaog</translation>
    </message>
    <message>
        <source>The first side to reach the target wins: 250 points with 2 players, 200 with 3 or 4. Under the standard rule the game ends the moment a scoring play reaches the target.</source>
        <translation>Ang unang kiliran nga makaabot sa target ang modaog: 250 ka puntos kon 2 ang magdudula, 200 kon 3 o 4. Sumala sa standard nga lagda, mahuman dayon ang dula kon ang usa ka tira nga may puntos makaabot sa target.</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>Niining bintana</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit end, or click a tile and then a lit end, or use the keyboard: Left and Right to pick a tile, Enter to choose it, Left, Right or Tab to pick its end, Enter to play. Click the boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.</source>
        <translation>Guyora ang piraso gikan sa imong kamot ngadto sa tumoy nga nagsiga, o i-klik ang piraso ug dayon ang tumoy nga nagsiga, o gamita ang keyboard: ← ug → aron mopili og piraso, Enter aron pilion kini, ←, → o Tab aron mopili sa tumoy, Enter aron idula. I-klik ang tapok o ang Kuhaa aron mokuha, ang Laktaw kon wala nay sulod ang tapok, H alang sa timaan.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>%: accuracy of your plays</source>
        <extracomment>the score chart&apos;s legend for the figures under each hand&apos;s number</extracomment>
        <translation>%: katukma sa imong mga tira</translation>
    </message>
    <message>
        <source>%: accuracy of your plays, in the hands reviewed</source>
        <extracomment>the score chart&apos;s legend for the figures under the reviewed hands&apos; numbers</extracomment>
        <translation>%: katukma sa imong mga tira, sa girepaso nga mga hugna</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Mga setting</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Pinulongan sa sistema</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Kinatibuk-an</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Pinulongan:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Kakusog sa animasyon:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Paspas</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Dayon</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hinay</translation>
    </message>
    <message>
        <source>Draw and pass automatically when no tile fits</source>
        <translation>Kuhaa ug laktaw awtomatiko kon walay piraso nga mohaum</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Itanyag ang mga timaan</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Gidak-on sa piraso:</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>tile size</comment>
        <translation>Gamay</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>tile size</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>tile size</comment>
        <translation>Dako</translation>
    </message>
    <message>
        <source>Allow taking back a play (Game, Undo)</source>
        <translation>Tugoti ang pagbawi sa tira (Dula, Bawia ang tira)</translation>
    </message>
    <message>
        <source>Games kept in:</source>
        <translation>Gitipigan ang mga dula sa:</translation>
    </message>
    <message>
        <source>The game being played, the history of your games and your statistics</source>
        <translation>Ang dula nga gidula karon, ang kasaysayan sa imong mga dula ug ang imong estadistika</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ablihi ang folder</translation>
    </message>
    <message>
        <source>No program on this computer opened the folder. Its path is beside the button: select it to copy it.</source>
        <translation>Walay programa niining kompyuter nga miabli sa folder. Ang agianan niini anaa tupad sa buton: pilia kini aron makopya.</translation>
    </message>
    <message>
        <source>The folder is made when the first game is saved.</source>
        <translation>Mahimo ang folder kon ma-save na ang unang dula.</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Bag-ong mga dula</translation>
    </message>
    <message>
        <source>The next New game dialog starts from what you change here; the game being played keeps its own rules.</source>
        <translation>Ang sunod nga Bag-ong dula magsugod sa imong usbon dinhi; ang dula nga gidula karon magpabilin sa iyang kaugalingong mga lagda.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahon</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Ibalik ang mga default</translation>
    </message>
    <message>
        <source>Play sounds (View, Sound)</source>
        <translation>Patugtoga ang mga huni (Tan-aw, Huni)</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
    </message>
    <message>
        <source>All Fives is already running.</source>
        <translation>Nagdagan na ang All Fives.</translation>
    </message>
    <message>
        <source>Switch to its window to go on with your game. To start the game again, close that window first.</source>
        <translation>Adto sa bintana niini aron ipadayon ang imong dula. Aron sugdan pag-usab ang dula, sirad-i una kanang bintana.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>I-reset ang estadistika</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Kalimtan ang tanan nimong estadistika? Dili na kini mabawi.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>I-reset</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Ipabilin</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tanang dula</translation>
    </message>
    <message numerus="yes">
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>Ang %n ka hugna niini nga dula giihap sa wala pa ang matag dula adunay kaugalingong mga numero: giihap lang kini ubos sa Tanang dula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>sa %1 sa %n ka hugna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>%n ka puntos gamit ang %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ka magdudula</numerusform>
        </translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Mga pares</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>Matag usa alang sa kaugalingon</translation>
    </message>
    <message>
        <source>Against Easy</source>
        <translation>Batok sa Sayon</translation>
    </message>
    <message>
        <source>Against Medium</source>
        <translation>Batok sa Tunga-tunga</translation>
    </message>
    <message>
        <source>Against Hard</source>
        <translation>Batok sa Lisud</translation>
    </message>
    <message>
        <source>Against Expert</source>
        <translation>Batok sa Eksperto</translation>
    </message>
    <message>
        <source>none yet: press Review at the end of a hand or a game</source>
        <translation>wala pa: pinduta ang Repasoha sa katapusan sa hugna o dula</translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, katukma %1% (pinakadakong mga sayop: Dula › Kasaysayan)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, katukma %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n ang gidula</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadistika</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Mga dula:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Mga hugna:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>Puntos matag hugna:</translation>
    </message>
    <message>
        <source>Best single play:</source>
        <translation>Labing maayo nga usa ka tira:</translation>
    </message>
    <message>
        <source>Highest game score:</source>
        <translation>Pinakataas nga iskor sa usa ka dula:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Pinakataas nga sunod-sunod nga pagdaog:</translation>
    </message>
    <message>
        <source>Reviewed hands:</source>
        <translation>Girepaso nga mga hugna:</translation>
    </message>
    <message>
        <source>Of the games played:</source>
        <translation>Sa mga dula nga gidula:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Dula:</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Katukma sa imong girepaso nga mga dula, sugod sa pinakakaraan</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Mga dula nga gidula</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Mga dula nga nadaog</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n ang gidula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n ang nadaog (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>%n ka dula (karon %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n gibiyaan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n nga gigamitan og pagbawi sa tira</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted here: the games, and their hands, in which the strongest computer player among your opponents played at this level.</source>
        <translation>Giihap dinhi: ang mga dula, ug ang ilang mga hugna, diin ang labing kusgan nga kompyuter nga magdudula taliwala sa imong mga kontra midula niini nga lebel.</translation>
    </message>
    <message numerus="yes">
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n diin ang imong kiliran nakaiskor og mas daghan kay sa matag laing kiliran (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n sa katapusang %1 diin ang imong kiliran nakaiskor og mas daghan kay sa matag laing kiliran (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side went out, or had the fewest pips when blocked:</source>
        <translation>Ang imong kiliran nahurot una ang piraso, o may pinakagamay nga tuldok sa dihang na-block:</translation>
    </message>
    <message>
        <source>Counted when your side played its last tile, had the fewest pips when nobody could play, or reached the target during the hand.</source>
        <translation>Maihap kon gidula sa imong kiliran ang katapusang piraso niini, kon kini ang may pinakagamay nga tuldok sa dihang walay makadula, o kon naabot niini ang target sulod sa hugna.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mga hugna nga gidula</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mga hugna nga nadaog</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>I-reset…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isira</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Points per hand</source>
        <translation>Puntos matag hugna</translation>
    </message>
    <message>
        <source>Games won by the strongest opponent&apos;s level</source>
        <translation>Mga dula nga nadaog sumala sa lebel sa pinakakusog nga kontra</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Wala pay hugna nga nadula</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>Tsart sa mga dula nga nadaog sumala sa lebel ug puntos matag hugna</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>It is larger than any file of its kind the game reads.</source>
        <translation>Mas dako kini kaysa bisan unsang file nga sama niini nga mabasa sa dula.</translation>
    </message>
    <message>
        <source>The file&apos;s text is damaged or cut short.</source>
        <translation>Guba o putol ang sulod sa file.</translation>
    </message>
    <message>
        <source>The file is whole, but the game it records breaks the rules.</source>
        <translation>Kompleto ang file, apan ang dula nga natala niini supak sa mga lagda.</translation>
    </message>
    <message>
        <source>Those settings: %1.</source>
        <translation>Kini nga mga setting: %1.</translation>
    </message>
    <message>
        <source>%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.</source>
        <translation>Ang %1 usa ka file, apan gitipigan sa dula ang mga file niini sa usa ka folder nga mao kana ang ngalan: walay matipigan hangtod mabalhin ang maong file. Magpadayon ang dula nga walay pagtipig.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.</source>
        <translation>Ang pipila sa imong mga setting dili mabasa, ug ang file %1 dili maibutang sa kilid; kadtong mga setting mibalik sa ilang default.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.</source>
        <translation>Ang pipila sa imong estadistika dili mabasa, ug ang file %1 dili maibutang sa kilid; kadtong mga numero gikuwenta pag-usab gikan sa imong ubang mga numero.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero.</source>
        <translation>Ang pipila sa imong estadistika dili mabasa, ug ang file %1 dili maibutang sa kilid; kadtong mga numero magsugod pag-usab gikan sa sero.</translation>
    </message>
    <message>
        <source>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</source>
        <translation>Dili mabasa ang imong mga setting, ug dili mabalhin sa kilid ang file nga %1; ang default nga mga setting ang gamiton.</translation>
    </message>
    <message>
        <source>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</source>
        <translation>Dili mabasa ang gi-save nga dula, ug dili mabalhin sa kilid ang file nga %1; magsugod ang bag-ong dula.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</source>
        <translation>Dili mabasa ang imong estadistika, ug dili mabalhin sa kilid ang file nga %1; magsugod kini pag-usab gikan sa sero.</translation>
    </message>
    <message>
        <source>A game in your history could not be read, and the file %1 could not be moved aside.</source>
        <translation>Dili mabasa ang usa ka dula sa imong kasaysayan, ug dili mabalhin sa kilid ang file nga %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read, and the file %1 could not be moved aside.</source>
        <translation>Dili mabasa ang layout sa bintana, ug dili mabalhin sa kilid ang file nga %1.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.</source>
        <translation>Dili mabasa ang gi-save nga dula; gitipigan ang file isip %1, ug ang dula magpadayon gikan sa pag-save sa wala pa niini, busa basin wala ang katapusang tira o bahin niini.</translation>
    </message>
    <message>
        <source>Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.</source>
        <translation>Ang usa ka bahin sa gi-save nga dula dili mabasa, busa gibalik kini sa katapusang tira niini; gitipigan ang file isip %1.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.</source>
        <translation>Ang pipila sa imong mga setting dili mabasa; gitipigan ang file isip %1 ug kadtong mga setting mibalik sa ilang default.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.</source>
        <translation>Ang pipila sa imong estadistika dili mabasa; gitipigan ang file isip %1, ug kadtong mga numero gikuwenta pag-usab gikan sa imong ubang mga numero.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).</source>
        <translation>Dili mabasa ang imong estadistika; gitipigan ang file isip %1, ug giihap kini pag-usab gikan sa mga dula nga gitipigan sa imong kasaysayan (labing daghan ang katapusang %2).</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.</source>
        <translation>Ang pipila sa imong estadistika dili mabasa; gitipigan ang file isip %1 ug kadtong mga numero magsugod pag-usab gikan sa sero.</translation>
    </message>
    <message>
        <source>Your settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <translation>Dili mabasa ang imong mga setting; gitipigan ang file isip %1 ug ang default nga mga setting ang gamiton.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1 and a new game starts.</source>
        <translation>Dili mabasa ang gi-save nga dula; gitipigan ang file isip %1 ug magsugod ang bag-ong dula.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1 and they start again from zero.</source>
        <translation>Dili mabasa ang imong estadistika; gitipigan ang file isip %1 ug magsugod kini pag-usab gikan sa sero.</translation>
    </message>
    <message>
        <source>A game in your history could not be read; the file was kept as %1.</source>
        <translation>Dili mabasa ang usa ka dula sa imong kasaysayan; gitipigan ang file isip %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read; the file was kept as %1.</source>
        <translation>Dili mabasa ang layout sa bintana; gitipigan ang file isip %1.</translation>
    </message>
    <message>
        <source>The disk is full, so nothing can be saved in %1. Play goes on without saving.</source>
        <translation>Puno na ang disk, busa walay ma-save sa %1. Magpadayon ang dula nga walay pag-save.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</source>
        <translation>Dili masulatan ang folder nga %1, busa walay ma-save didto. Magpadayon ang dula nga walay pag-save.</translation>
    </message>
    <message>
        <source>Saving in %1 failed. Play goes on without saving.</source>
        <translation>Napakyas ang pag-save sa %1. Magpadayon ang dula nga walay pag-save.</translation>
    </message>
    <message>
        <source>The folder %1, where your finished games are kept, cannot be opened: History cannot show them.</source>
        <translation>Dili maablihan ang folder %1, diin gitipigan ang imong nahuman nga mga dula: dili kini maipakita sa Kasaysayan.</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened; it is left as it is.</source>
        <translation>Dili maablihan ang file nga %1; ibilin kini sama sa kaniadto.</translation>
    </message>
    <message>
        <source>There is a problem with the file %1.</source>
        <translation>Adunay problema sa file nga %1.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Bottom player</source>
        <translation>Magdudula sa ubos</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Left player</source>
        <translation>Magdudula sa wala</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Magdudula sa ibabaw</translation>
    </message>
    <message>
        <source>Right player</source>
        <translation>Magdudula sa tuo</translation>
    </message>
    <message>
        <source>the empty table</source>
        <extracomment>Where a lead goes, named as an open end is: &quot;6-6 on the empty table&quot;.</extracomment>
        <translation>tunga sa lamesa</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>tumoy sa wala nga bahin</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>tumoy sa tuo nga bahin</translation>
    </message>
    <message>
        <source>the top end</source>
        <translation>tumoy sa ibabaw</translation>
    </message>
    <message>
        <source>the bottom end</source>
        <translation>tumoy sa ubos</translation>
    </message>
    <message>
        <source>the end at the top left</source>
        <translation>tumoy sa ibabaw sa wala nga bahin</translation>
    </message>
    <message>
        <source>the end at the top</source>
        <translation>tumoy sa ibabaw</translation>
    </message>
    <message>
        <source>the end at the top right</source>
        <translation>tumoy sa ibabaw sa tuo nga bahin</translation>
    </message>
    <message>
        <source>the end on the left</source>
        <translation>tumoy sa wala nga bahin</translation>
    </message>
    <message>
        <source>the end on the right</source>
        <translation>tumoy sa tuo nga bahin</translation>
    </message>
    <message>
        <source>the end at the bottom left</source>
        <translation>tumoy sa ubos sa wala nga bahin</translation>
    </message>
    <message>
        <source>the end at the bottom</source>
        <translation>tumoy sa ubos</translation>
    </message>
    <message>
        <source>the end at the bottom right</source>
        <translation>tumoy sa ubos sa tuo nga bahin</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Human na ang hugna.</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Dili pa nimo turno.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Wala sa imong kamot kana nga piraso.</translation>
    </message>
    <message>
        <source>That end is not open yet: both sides of the spinner must be covered first.</source>
        <translation>Dili pa abli kana nga tumoy: kinahanglan matabonan una ang duha ka kilid sa spinner.</translation>
    </message>
    <message>
        <source>That tile does not match the end: one of its halves must have the end&apos;s pips.</source>
        <translation>Dili mohaum kana nga piraso sa tumoy: ang usa sa iyang mga tunga kinahanglan adunay samang gidaghanon sa tuldok sama sa tumoy.</translation>
    </message>
    <message>
        <source>That tile fits no open end.</source>
        <translation>Walay abli nga tumoy nga mohaum niana nga piraso.</translation>
    </message>
    <message>
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>Ang unang piraso sa hugna ibutang sa tunga sa lamesa.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>Pilia ang tumoy alang sa piraso.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>Aduna kay piraso nga mohaum: idula kini; makakuha ka lang kon walay mohaum.</translation>
    </message>
    <message>
        <source>The boneyard is empty: pass.</source>
        <translation>Wala nay sulod ang tapok: laktaw.</translation>
    </message>
    <message>
        <source>You may not pass while the boneyard has tiles: draw one.</source>
        <translation>Dili ka makalaktaw samtang may piraso pa ang tapok: pagkuha og usa.</translation>
    </message>
    <message>
        <source>A computer player has this seat.</source>
        <translation>Kompyuter nga magdudula ang naa niini nga lingkoranan.</translation>
    </message>
    <message>
        <source>Wait until the last move has been shown.</source>
        <translation>Hulat hangtod mapakita ang katapusang lihok.</translation>
    </message>
    <message>
        <source>None of your tiles fits an open end: draw from the boneyard.</source>
        <translation>Walay bisan usa sa imong mga piraso nga mohaum sa abli nga tumoy: pagkuha gikan sa tapok.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>Walay mohaum sa imong mga piraso ug wala nay sulod ang tapok: laktaw.</translation>
    </message>
    <message>
        <source>Drop the tile on a lit end.</source>
        <translation>Ibutang ang piraso sa tumoy nga nagsiga.</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>Nahuman na ang dula: sugdi ang bag-ong dula.</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played. Close the replay to go back to your game.</source>
        <translation>Usa kini ka replay: walay madula. Isira ang replay aron mobalik sa imong dula.</translation>
    </message>
    <message>
        <source>There are no points to claim now.</source>
        <translation>Walay puntos nga maangkon karon.</translation>
    </message>
    <message>
        <source>None of your tiles fits and only the reserve is left in the boneyard (its tiles are never drawn): pass.</source>
        <translation>Walay mohaum sa imong mga piraso ug ang reserba na lang ang nahabilin sa tapok (ang mga piraso niini dili gayud makuha): laktaw.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: pass.</source>
        <translation>Ang reserba na lang ang nahabilin sa tapok, ug ang mga piraso niini dili gayud makuha: laktaw.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play a tile that fits.</source>
        <translation>Ang reserba na lang ang nahabilin sa tapok, ug ang mga piraso niini dili gayud makuha: idula ang piraso nga mohaum.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play a tile that fits.</source>
        <translation>Wala nay sulod ang tapok: idula ang piraso nga mohaum.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play any tile to the centre of the table.</source>
        <translation>Ang reserba na lang ang nahabilin sa tapok, ug ang mga piraso niini dili gayud makuha: ibutang ang bisan unsang piraso sa tunga sa lamesa.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play any tile to the centre of the table.</source>
        <translation>Wala nay sulod ang tapok: ibutang ang bisan unsang piraso sa tunga sa lamesa.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may pass only when nothing fits and nothing is left to draw.</source>
        <translation>Aduna kay piraso nga mohaum: idula kini; makalaktaw ka lang kon walay mohaum ug wala nay makuha.</translation>
    </message>
    <message>
        <source>You cannot call Muggins on your own side.</source>
        <translation>Dili ka makasinggit og Muggins sa imong kaugalingong kiliran.</translation>
    </message>
    <message>
        <source>These are your own points: claim them with C (or the Claim button).</source>
        <translation>Imo kini nga mga puntos: angkona gamit ang C (o ang buton nga Angkona).</translation>
    </message>
    <message>
        <source>Only the next player to act may call Muggins! on these points.</source>
        <translation>Ang sunod nga magdudula lamang ang makasinggit og Muggins! niining mga puntos.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points an opponent did not claim, and computer players always claim their own points.</source>
        <translation>Walay masinggitan: ang Muggins! mokuha sa puntos nga wala angkona sa kaatbang, ug ang mga magdudula nga kompyuter kanunay nag-angkon sa ilang puntos.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points the player before you did not claim, and none are waiting.</source>
        <translation>Walay masinggitan: ang Muggins! mokuha sa puntos nga wala angkona sa magdudula nga nauna nimo, ug walay naghulat.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dili tugot kana nga lihok.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves your opponent the fewest points.</source>
        <translation>Idula ang %1 sa %2: walay puntos kini karon, apan labing gamay ang maiskor sa imong kontra.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves the next player the fewest points.</source>
        <translation>Idula ang %1 sa %2: walay puntos kini karon, apan labing gamay ang maiskor sa sunod nga magdudula.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.</source>
        <translation>Idula ang %1 sa %2: walay puntos kini karon, apan kung tan-awon ang pipila ka turno sa unahan, kini ang labing maayo nga tira.</translation>
    </message>
    <message>
        <source>Play %1 on %2: no play scores now; looking a few turns ahead this one is the best.</source>
        <translation>Idula ang %1 sa %2: walay tira nga makahatag og puntos karon; kung tan-awon ang pipila ka turno sa unahan, kini ang labing maayo nga tira.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your last tile, so it ends the hand.</source>
        <translation>Idula ang %1 sa %2: kini ang imong katapusang piraso, busa tapuson niini ang hugna.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it reaches the target, so it wins the game.</source>
        <translation>Idula ang %1 sa %2: maabot niini ang target, busa modaog ka sa dula.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your only play.</source>
        <translation>Idula ang %1 sa %2: kini ra ang imong mahimong tira.</translation>
    </message>
    <message>
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which.</source>
        <translation>Idula ang %1 sa %2 o sa laing tumoy nga nagsiga: managsama ra ang mga abli nga tumoy bisan asa, busa bisan asa ra.</translation>
    </message>
    <message>
        <source>(fives and threes)</source>
        <translation>(lima ug tulo)</translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <extracomment>the count panel&apos;s tooltip; %1 is a sum such as &quot;5 + 6 + 4 = 15&quot; (the open ends&apos; pips)</extracomment>
        <translation>Ang mga abli nga tumoy: %1</translation>
    </message>
    <message>
        <source>Then claim its points with C, before the next player acts.</source>
        <translation>Unya angkona ang mga puntos niini gamit ang C, sa dili pa molihok ang sunod nga magdudula.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table.</source>
        <translation>Nakakuha ka og %1. Ikaw ang mosugod: ibutang ang bisan unsang piraso sa tunga sa lamesa.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table, or draw again.</source>
        <translation>Nakakuha ka og %1. Ikaw ang mosugod: ibutang ang bisan unsang piraso sa tunga sa lamesa, o mokuha pag-usab.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: draw again, or play a tile that fits.</source>
        <translation>Nakakuha ka og %1. Walay usa niini nga mohaum: kuha pag-usab, o ibutang ang piraso nga mohaum.</translation>
    </message>
    <message>
        <source>Spinner</source>
        <translation>Spinner</translation>
    </message>
    <message>
        <source>Open end of the spinner: %1</source>
        <translation>Abli nga tumoy sa spinner: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n ka piraso</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores (to %1)</source>
        <translation>Mga iskor (hangtod %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next to play: you</source>
        <translation>Sunod nga motira: ikaw</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Sumada %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hugna %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Human na ang dula</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Human na ang hugna</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Imong turno</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Turno: %1</translation>
    </message>
    <message>
        <source>The reserve: the last tiles of the boneyard, never drawn.</source>
        <translation>Ang reserba: ang katapusang mga piraso sa tapok, dili gayud makuha.</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <extracomment>the label under the reserve&apos;s tiles in the boneyard plate; %1: how many there are</extracomment>
        <translation>reserba: %1</translation>
    </message>
    <message>
        <source>Boneyard: %1 to draw</source>
        <extracomment>the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn</extracomment>
        <translation>Tapok: %1 ang makuha</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Tapok: %1</translation>
    </message>
    <message>
        <source>Press D or Enter to draw</source>
        <translation>Pindota ang D o Enter aron mokuha</translation>
    </message>
    <message>
        <source>Click here to draw</source>
        <translation>I-klik dinhi aron mokuha</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Imong kiliran</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Mga kontra</translation>
    </message>
    <message>
        <source>Bottom and top</source>
        <translation>Ubos ug ibabaw</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Wala ug tuo</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>Gidula nimo ang %1.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>Gidula nimo ang %1 ug nakakuha ka og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>%1: mikuha og usa ka piraso gikan sa tapok ug gidula ang %2, nakakuha og %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1: mikuha og %n ka piraso gikan sa tapok ug gidula ang %2, nakakuha og %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ka puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and played %2.</source>
        <translation>%1: mikuha og usa ka piraso gikan sa tapok ug gidula ang %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1: mikuha og %n ka piraso gikan sa tapok ug gidula ang %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1: gidula ang %2 ug nakakuha og %n ka puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: gidula ang %2.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Nakakuha ka og %1.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: mikuha og piraso gikan sa tapok.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1: mikuha og %n ka piraso nga sunod-sunod gikan sa tapok.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1: mikuha og %n ka piraso gikan sa tapok ug milaktaw.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and passed.</source>
        <translation>%1: mikuha og usa ka piraso gikan sa tapok ug milaktaw.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: milaktaw.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit either: draw again.</source>
        <translation>Nakakuha ka og %1; dili usab kini mohaum: kuha pag-usab.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits either: draw again.</source>
        <translation>Nakakuha ka og %1; walay usa niini nga mohaum: kuha pag-usab.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit and nothing is left to draw: pass.</source>
        <translation>Nakakuha ka og %1; dili kini mohaum ug wala nay makuha: laktaw.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>Ikaw ang mosugod: ibutang ang bisan unsang piraso sa tunga sa lamesa.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: you may play it, or draw again.</source>
        <translation>Nakakuha ka og %1. Mohaum kini: mahimo nimo kining idula, o mokuha pag-usab.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: play it.</source>
        <translation>Nakakuha ka og %1. Mohaum kini: idula.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits and nothing is left to draw: pass.</source>
        <translation>Nakakuha ka og %1; walay usa niini nga mohaum ug wala nay makuha: laktaw.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: play it.</source>
        <translation>Nakakuha ka og %1. Ang katapusan mohaum: idula.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: you may play it, or draw again.</source>
        <translation>Nakakuha ka og %1. Ang katapusan mohaum: mahimo nimo kining idula, o mokuha pag-usab.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: play a tile that fits.</source>
        <translation>Nakakuha ka og %1. Walay usa niini nga mohaum: ibutang ang piraso nga mohaum.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: draw again, or play a tile that fits.</source>
        <translation>Nakakuha ka og %1. Dili kini mohaum: kuha pag-usab, o ibutang ang piraso nga mohaum.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: play a tile that fits.</source>
        <translation>Nakakuha ka og %1. Dili kini mohaum: ibutang ang piraso nga mohaum.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>%n ka puntos, naihap na: nahuman na ang hugna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Timaan: %1</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end.</source>
        <translation>Imong turno: pilia ang piraso nga mohaum sa abli nga tumoy.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Nahuman na ang dula.</translation>
    </message>
    <message>
        <source>%1: Enter chooses it.</source>
        <translation>%1: pindota ang Enter aron pilion kini.</translation>
    </message>
    <message>
        <source>%1 fits no open end.</source>
        <translation>Ang %1 dili mohaum sa bisan unsang abli nga tumoy.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>Abli nga tumoy: %1</translation>
    </message>
    <message>
        <source>%1 fits more than one end: choose a lit end.</source>
        <translation>Mohaum ang %1 sa labaw sa usa ka tumoy: pilia ang tumoy nga nagsiga.</translation>
    </message>
    <message>
        <source>Play %1 on the lit end.</source>
        <translation>Idula ang %1 sa tumoy nga nagsiga.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table, or draw from the boneyard.</source>
        <translation>Ikaw ang mosugod: ibutang ang bisan unsang piraso sa tunga sa lamesa, o mokuha gikan sa tapok.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end, or draw from the boneyard.</source>
        <translation>Imong turno: pilia ang piraso nga mohaum sa abli nga tumoy, o mokuha gikan sa tapok.</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 sa %2.</translation>
    </message>
    <message>
        <source>Drop %1 on a lit end.</source>
        <translation>Ibutang ang %1 sa tumoy nga nagsiga.</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>Mohaum kana nga piraso sa labaw sa usa ka tumoy: i-klik ang nagsiga nga tumoy nga imong gusto.</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>A seat&apos;s badge when its last turn was a pass (a word on the table, beside its hand).</extracomment>
        <translation>milaktaw</translation>
    </message>
    <message>
        <source>drew %1</source>
        <extracomment>A seat&apos;s badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.</extracomment>
        <translation>mikuha og %1</translation>
    </message>
    <message>
        <source>Muggins! %1</source>
        <extracomment>A badge&apos;s &quot;Muggins!&quot; call on points another player did not claim: %1, the points taken, as +10.</extracomment>
        <translation>Muggins! %1</translation>
    </message>
    <message>
        <source>What this player did at its last turn (faint: before your own last play or pass).</source>
        <extracomment>The tooltip of a seat&apos;s badge (play-test pt54 #4: nothing on the table said what it was).</extracomment>
        <translation>Ang gibuhat niini nga magdudula sa iyang kataposang turno (luspad: sa wala pa ang imong kataposang butang o laktaw).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Lamesa</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, Enter or D draws and Enter or P passes. H asks for a hint.</source>
        <translation>Ang imong mga piraso anaa sa ubos. Ang ← ug → mobalhin taliwala niini, ang Enter mopili og usa, ang ←, → o Tab mopili sa tumoy niini, ang Enter modula niini, ang Escape mokansela. Kon walay mohaum, ang Enter o D mokuha ug ang Enter o P molaktaw. Ang H mangayo og timaan.</translation>
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
        <translation>Piraso %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <extracomment>Tooltip of a domino lying face down (its pips are hidden).</extracomment>
        <translation>Piraso nga nakataob</translation>
    </message>
</context>
</TS>
