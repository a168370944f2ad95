<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw_TZ">
<context>
    <name>BarKeys</name>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to the replay.</source>
        <translation>Kitufe cha %1: Enter hukibonyeza; mishale ya kushoto au kulia hurudi kwenye marudio.</translation>
    </message>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to your hand.</source>
        <translation>Kitufe cha %1: Enter hukibonyeza; mishale ya kushoto au kulia hurudi mkononi mwako.</translation>
    </message>
</context>
<context>
    <name>ClaimButtons</name>
    <message>
        <source>Claim</source>
        <translation>Dai</translation>
    </message>
    <message>
        <source>Claim the points of your last play (C)</source>
        <translation>Dai pointi za hatua yako ya mwisho (C)</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
    <message>
        <source>Take the points an opponent did not claim (M)</source>
        <translation>Chukua pointi ambazo mpinzani hakudai (M)</translation>
    </message>
    <message>
        <source>Time left to claim your points</source>
        <extracomment>the name a screen reader gives the bar on the Claim button that empties as time runs out</extracomment>
        <translation>Muda uliobaki wa kudai pointi zako</translation>
    </message>
    <message>
        <source>Too late: %1 called Muggins! and took those points.</source>
        <translation>Umechelewa: %1 aliita Muggins! na akachukua pointi hizo.</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>Pointi %n: idai kwa C (au kitufe cha Dai) kabla mchezaji anayefuata hajacheza.</numerusform>
            <numerusform>Pointi %n: zidai kwa C (au kitufe cha Dai) kabla mchezaji anayefuata hajacheza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>Umedai pointi %n.</numerusform>
            <numerusform>Umedai pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 amedai pointi %n.</numerusform>
            <numerusform>%1 amedai pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>Hukudai pointi yako %n kwa wakati, na hakuna aliyeita Muggins, kwa hiyo imepotea.</numerusform>
            <numerusform>Hukudai pointi zako %n kwa wakati, na hakuna aliyeita Muggins, kwa hiyo zimepotea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Uliita Muggins! kwa %3 ya %2 na ukachukua pointi %n ya kete hiyo.</numerusform>
            <numerusform>Uliita Muggins! kwa %3 ya %2 na ukachukua pointi %n za kete hiyo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 aliita Muggins! kwa %3 yako na akachukua pointi %n ya kete hiyo.</numerusform>
            <numerusform>%1 aliita Muggins! kwa %3 yako na akachukua pointi %n za kete hiyo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 aliita Muggins! kwa %3 ya %2 na akachukua pointi %n ya kete hiyo.</numerusform>
            <numerusform>%1 aliita Muggins! kwa %3 ya %2 na akachukua pointi %n za kete hiyo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>Hukudai kwa wakati pointi %n ya %1 yako, na hakuna aliyeita Muggins, kwa hiyo ilipotea.</numerusform>
            <numerusform>Hukudai kwa wakati pointi %n za %1 yako, na hakuna aliyeita Muggins, kwa hiyo zilipotea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! Unachukua pointi %n ambayo %2 hakudai.</numerusform>
            <numerusform>Muggins! Unachukua pointi %n ambazo %2 hakudai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>Muggins! %1 anachukua pointi %n ambayo hukudai.</numerusform>
            <numerusform>Muggins! %1 anachukua pointi %n ambazo hukudai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>Muggins! %1 anachukua pointi %n ambayo %2 hakudai.</numerusform>
            <numerusform>Muggins! %1 anachukua pointi %n ambazo %2 hakudai.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>Jumla ya %1 inaleta pointi %n.</numerusform>
            <numerusform>Jumla ya %1 inaleta pointi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>A count of %1 scores nothing.</source>
        <translation>Jumla ya %1 haileti pointi.</translation>
    </message>
</context>
<context>
    <name>EndPanels</name>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Duru inayofuata</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Anza mchezo mpya (Ctrl+N)</translation>
    </message>
    <message>
        <source>Deal the next hand (Enter)</source>
        <translation>Gawa duru inayofuata (Enter)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Matokeo</translation>
    </message>
    <message>
        <source>Show the end-of-hand panel again (T; a click on the table does too)</source>
        <translation>Onyesha tena paneli ya mwisho wa duru (T; kubofya meza hufanya hivyo pia)</translation>
    </message>
    <message>
        <source>The game is over. Start another with the New game button (Ctrl+N); click the table or press Enter to see the results again.</source>
        <translation>Mchezo umekwisha. Anza mwingine kwa kitufe cha Mchezo mpya (Ctrl+N); bofya meza au bonyeza Enter kuona matokeo tena.</translation>
    </message>
    <message>
        <source>The hand is over. Press Enter or the Next hand button to deal the next hand; click the table or press T to see the results again.</source>
        <translation>Duru imekwisha. Bonyeza Enter au kitufe cha Duru inayofuata ili kugawa duru inayofuata; bofya meza au bonyeza T kuona matokeo tena.</translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>Wewe na aliye mbele yako dhidi ya wale wawili</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Mchezo:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Wachezaji:</translation>
    </message>
    <message>
        <source>Partnerships:</source>
        <translation>Ushirika:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Lengo:</translation>
    </message>
    <message>
        <source>Tiles dealt:</source>
        <translation>Kete zinazogawiwa:</translation>
    </message>
    <message>
        <source>End of a hand:</source>
        <translation>Mwisho wa duru:</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>Ushindi:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Hesabu ya alama:</translation>
    </message>
    <message>
        <source>Spinner:</source>
        <translation>Spina:</translation>
    </message>
    <message>
        <source>Claiming points:</source>
        <translation>Kudai pointi:</translation>
    </message>
    <message>
        <source>Drawing:</source>
        <translation>Kuchukua kete:</translation>
    </message>
    <message>
        <source>Boneyard:</source>
        <translation>Akiba:</translation>
    </message>
    <message>
        <source>After a blocked hand:</source>
        <translation>Baada ya duru iliyofungwa:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Wachezaji wa kompyuta</translation>
    </message>
    <message>
        <source>Left player:</source>
        <translation>Mchezaji wa kushoto:</translation>
    </message>
    <message>
        <source>Top player:</source>
        <translation>Mchezaji wa juu:</translation>
    </message>
    <message>
        <source>Right player:</source>
        <translation>Mchezaji wa kulia:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Mpinzani:</translation>
    </message>
    <message>
        <source>Partner (top):</source>
        <translation>Mshirika (juu):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>Mchezaji %n</numerusform>
            <numerusform>Wachezaji %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Change any rule below to make a custom game.</source>
        <translation>Badilisha sheria yoyote hapa chini ili kuunda mchezo maalum.</translation>
    </message>
    <message>
        <source>Computer players always claim their own points: Muggins! can be called on points you leave unclaimed, not on theirs.</source>
        <translation>Wachezaji wa kompyuta hudai pointi zao wenyewe kila mara: Muggins! inaweza kuitwa kwa pointi ambazo hukudai, si kwa pointi zao.</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>Lengo la kawaida</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>pointi %n</numerusform>
            <numerusform>pointi %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>Upande wako umeshinda mchezo!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Umeshinda mchezo!</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <comment>a side of two players, as Opponents</comment>
        <translation>Mshindi wa mchezo: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>Mshindi wa mchezo: %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Mwisho wa mchezo</translation>
    </message>
    <message>
        <source>End of hand %1</source>
        <translation>Mwisho wa duru %1</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Umemaliza kete zako.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 amemaliza kete zake.</translation>
    </message>
    <message>
        <source>The hand is blocked: nobody can play.</source>
        <translation>Duru imekwama: hakuna anayeweza kucheza.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Kete zilizobaki</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Vitone</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Vilivyokadiriwa</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Upande</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Wakati wa duru</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>Mwisho wa duru</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Duru hii</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Onyesha meza</translation>
    </message>
    <message>
        <source>Hide this panel to look at the table (T); the Results button under the table shows it again</source>
        <translation>Ficha paneli hii ili uitazame meza (T); kitufe cha Matokeo chini ya meza huionyesha tena</translation>
    </message>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>Upande mmoja ulifikia lengo la pointi %n kufikia mwisho wa duru hii, kwa hiyo mchezo umekwisha: upande wenye pointi nyingi zaidi unashinda.</numerusform>
            <numerusform>Upande mmoja ulifikia lengo la pointi %n kufikia mwisho wa duru hii, kwa hiyo mchezo umekwisha: upande wenye pointi nyingi zaidi unashinda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score.</source>
        <translation>Vitone vya kila mchezaji vinakadiriwa hadi kigawe cha 5 kilicho karibu na kutolewa kwenye alama za upande wake.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips; a tie: nobody) scores 1 point. No pips are taken away.</source>
        <translation>Upande uliomaliza (au, duru ikikwama, wenye vitone vichache zaidi; wakilingana: hakuna) unapata pointi 1. Hakuna vitone vinavyotolewa.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips.</source>
        <translation>Upande uliomaliza (au, duru ikikwama, wenye vitone vichache zaidi) unachukua vitone vilivyokadiriwa vya wengine.</translation>
    </message>
    <message>
        <source>Fewest pips: a tie, so no side collects or scores.</source>
        <translation>Vitone vichache zaidi: sare, kwa hiyo hakuna upande unaochukua wala kupata pointi.</translation>
    </message>
    <message>
        <source>Fewest pips: %1.</source>
        <translation>Vitone vichache zaidi: %1.</translation>
    </message>
    <message>
        <source>&quot;Plays&quot; are the points scored during the hand; &quot;This hand&quot; adds up both.</source>
        <translation>&quot;Wakati wa duru&quot; ni pointi zilizopatikana wakati wa duru; &quot;Duru hii&quot; inajumlisha zote mbili.</translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Kete yenye pointi ilifikisha lengo la pointi %n katika duru %2.</numerusform>
            <numerusform>Kete yenye pointi ilifikisha lengo la pointi %n katika duru %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Uliita Muggins! na ukafikia lengo la pointi %n katika duru %2.</numerusform>
            <numerusform>Uliita Muggins! na ukafikia lengo la pointi %n katika duru %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 aliita Muggins! na akafikia lengo la pointi %n katika duru %2.</numerusform>
            <numerusform>%1 aliita Muggins! na akafikia lengo la pointi %n katika duru %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>Ulicheza %3 kwa pointi %4 na ukafikia lengo la pointi %n katika duru %2.</numerusform>
            <numerusform>Ulicheza %3 kwa pointi %4 na ukafikia lengo la pointi %n katika duru %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 alicheza %3 kwa pointi %4 na akafikia lengo la pointi %n katika duru %2.</numerusform>
            <numerusform>%1 alicheza %3 kwa pointi %4 na akafikia lengo la pointi %n katika duru %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the scores after each hand</source>
        <translation>Chati ya alama baada ya kila duru</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Duru inayofuata</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Kagua mchezo</translation>
    </message>
    <message>
        <source>See how your plays compare with the best moves, hand by hand (R)</source>
        <translation>Linganisha uchezaji wako na hatua bora, duru kwa duru (R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Kagua</translation>
    </message>
    <message>
        <source>See how your plays in this hand compare with the best moves (R)</source>
        <translation>Linganisha uchezaji wako katika duru hii na hatua bora (R)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, nyingi zaidi unazoweza kupata sasa.</numerusform>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, nyingi zaidi unazoweza kupata sasa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n na inamwachia mpinzani wako pointi chache zaidi.</numerusform>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n na inamwachia mpinzani wako pointi chache zaidi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n na inamwachia mchezaji anayefuata pointi chache zaidi.</numerusform>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n na inamwachia mchezaji anayefuata pointi chache zaidi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: ni hatua yako pekee, na inaleta pointi %n.</numerusform>
            <numerusform>Cheza %1 kwenye %2: ni hatua yako pekee, na inaleta pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2 au kwenye ncha nyingine inayong&apos;aa: ncha zilizo wazi zinakuwa sawa kwa njia zote mbili, kwa hiyo ndilo chaguo lako pekee, na inaleta pointi %n.</numerusform>
            <numerusform>Cheza %1 kwenye %2 au kwenye ncha nyingine inayong&apos;aa: ncha zilizo wazi zinakuwa sawa kwa njia zote mbili, kwa hiyo ndilo chaguo lako pekee, na inaleta pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, na kama kete yako ya mwisho inamaliza duru.</numerusform>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, na kama kete yako ya mwisho inamaliza duru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, na ukitazama zamu chache mbele ndiyo hatua bora.</numerusform>
            <numerusform>Cheza %1 kwenye %2: inaleta pointi %n, na ukitazama zamu chache mbele ndiyo hatua bora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 ana kete %n tu, hivyo duru inaweza kuisha karibuni, na vitone vilivyobaki mkononi huhesabiwa wakati huo: hatua hii inaondoa %1, hatua yako nyepesi zaidi %2 tu.</numerusform>
            <numerusform>%3 ana kete %n tu, hivyo duru inaweza kuisha karibuni, na vitone vilivyobaki mkononi huhesabiwa wakati huo: hatua hii inaondoa %1, hatua yako nyepesi zaidi %2 tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>kitone %n</numerusform>
            <numerusform>vitone %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Kucheza %1 kwenye %2 kungeleta pointi %n sasa, lakini kuna thamani ndogo zaidi kwa sehemu iliyobaki ya duru.</numerusform>
            <numerusform>Kucheza %1 kwenye %2 kungeleta pointi %n sasa, lakini kuna thamani ndogo zaidi kwa sehemu iliyobaki ya duru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>%1 inaweza kuleta pointi %n sasa: bonyeza Enter kuichagua.</numerusform>
            <numerusform>%1 inaweza kuleta pointi %n sasa: bonyeza Enter kuichagua.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>%1 kwenye %2 inaleta pointi %n sasa.</numerusform>
            <numerusform>%1 kwenye %2 inaleta pointi %n sasa.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is just as good.</source>
        <translation>%1 kwenye %2 ni hatua nzuri vilevile.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>%1 kwenye %2 na hatua nyingine %n ni nzuri vilevile.</numerusform>
            <numerusform>%1 kwenye %2 na hatua nyingine %n ni nzuri vilevile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Abandoned</source>
        <translation>Imeachwa</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ushindi</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kushindwa</translation>
    </message>
    <message>
        <source>(Undo used)</source>
        <translation>(Kurudisha kulitumika)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (duru %2 kati ya %n)</numerusform>
            <numerusform>%1 (duru %2 kati ya %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>hand %1, play %2: cost %3</source>
        <translation>duru %1, hatua %2: gharama %3</translation>
    </message>
    <message>
        <source>its review could not be read</source>
        <translation>tathmini yake haikuweza kusomwa</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Inaendelea</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Sasa</translation>
    </message>
    <message>
        <source>No game has been kept yet: games appear here once finished or left, and the game you are playing once one of its hands is over.</source>
        <translation>Bado hakuna mchezo uliohifadhiwa: michezo huonekana hapa ikishakamilika au kuachwa, na mchezo unaoucheza sasa huonekana duru yake moja ikishaisha.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarehe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Wachezaji wa kompyuta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Matokeo</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Usahihi</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Kosa kubwa zaidi</translation>
    </message>
    <message>
        <source>The share of your reviewed plays that gave away less than one point, and, when only some of the game&apos;s hands were reviewed, how many of them were</source>
        <translation>Sehemu ya hatua zako zilizokaguliwa zilizopoteza chini ya pointi moja, na, ikiwa ni baadhi tu ya duru za mchezo zilizokaguliwa, ni ngapi kati yake zilikaguliwa</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>Onyesha katika marudio</translation>
    </message>
    <message>
        <source>Show biggest mistake</source>
        <translation>Onyesha kosa kubwa zaidi</translation>
    </message>
    <message>
        <source>Open the selected game in the replay at the play that gave away the most points, with the better move</source>
        <translation>Fungua mchezo uliochaguliwa kwenye marudio katika hatua iliyopoteza pointi nyingi zaidi, pamoja na hatua bora</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Usahihi wa michezo yako iliyokaguliwa, ya zamani kwanza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lugha</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lugha ya mfumo</translation>
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
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Mchezo &amp;mpya…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rudisha</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Duru i&amp;nayofuata</translation>
    </message>
    <message>
        <source>&amp;Review your plays</source>
        <translation>Kag&amp;ua hatua zako</translation>
    </message>
    <message>
        <source>&amp;Draw a tile</source>
        <translation>&amp;Chukua kete</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>&amp;Claim points</source>
        <translation>Dai poin&amp;ti</translation>
    </message>
    <message>
        <source>Call &amp;Muggins!</source>
        <translation>Ita Mu&amp;ggins!</translation>
    </message>
    <message>
        <source>&amp;About this deal…</source>
        <translation>&amp;Kuhusu mgao huu…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>&amp;Hifadhi rekodi…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Fungua rekodi…</translation>
    </message>
    <message>
        <source>P&amp;lay on from a record…</source>
        <translation>&amp;Endelea kucheza kutoka rekodi…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Mipangil&amp;io…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vuta karibu</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Vuta m&amp;bali</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Skrini &amp;nzima</translation>
    </message>
    <message>
        <source>Dra&amp;w and pass automatically</source>
        <translation>&amp;Chukua au pita kiotomatiki</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sauti</translation>
    </message>
    <message>
        <source>&amp;Small tiles</source>
        <translation>Kete n&amp;dogo</translation>
    </message>
    <message>
        <source>&amp;Normal tiles</source>
        <translation>Kete za &amp;kawaida</translation>
    </message>
    <message>
        <source>&amp;Large tiles</source>
        <translation>Kete k&amp;ubwa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>M&amp;wonekano</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>K&amp;uza kutosha dirisha</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Polepole</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Kawaida</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Haraka</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>Papo h&amp;apo</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>Hi&amp;storia…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>T&amp;akwimu…</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>Toa &amp;madokezo</translation>
    </message>
    <message>
        <source>&amp;Tile size</source>
        <translation>Ukubwa &amp;wa kete</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>M&amp;saada</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Sheria</translation>
    </message>
    <message>
        <source>&amp;About All Fives</source>
        <translation>&amp;Kuhusu All Fives</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Chukua</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>Chukua kete kutoka akiba (D)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Pass: no tile fits and nothing is left to draw (P)</source>
        <translation>Pita: hakuna kete inayofaa na hakuna cha kuchukua (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>Ask the expert player what to play (H)</source>
        <translation>Muulize mchezaji stadi ucheze nini (H)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Seed of this game</source>
        <translation>Namba ya mgao wa mchezo huu</translation>
    </message>
    <message>
        <source>The saved game did not say how well its computer players played: Medium players play on for them.</source>
        <translation>Mchezo uliohifadhiwa haukusema wachezaji wake wa kompyuta walicheza kwa kiwango gani: wachezaji wa kiwango cha Wastani wanaendelea badala yao.</translation>
    </message>
    <message>
        <source>Resume goes on with that game; New game deals seed %1, as the command line asked.</source>
        <translation>Endelea kunaendeleza mchezo huo; Mchezo mpya unagawa kwa namba ya mgao %1, kama amri ilivyoomba.</translation>
    </message>
    <message>
        <source>That game was dealt from seed %1, as the command line asked: Resume goes on with it; New game deals it again from its first hand.</source>
        <translation>Mchezo huo uligawiwa kwa namba ya mgao %1, kama amri ilivyoomba: Endelea kunaendeleza; Mchezo mpya unaugawa tena tangu duru yake ya kwanza.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Endelea na mchezo</translation>
    </message>
    <message>
        <source>You have a game that is not finished. Resume it where you left it?</source>
        <translation>Una mchezo ambao haujakamilika. Uuendeleze pale ulipoachia?</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since your opponent, once stuck, must pass instead of drawing.</source>
        <translation>Dokezo: chukua kutoka akiba (D) kabla ya kucheza: kuchukua kila kete inayoweza kuchukuliwa kunalipa hapa, kwa kuwa mpinzani wako, akikwama, lazima apitishe zamu badala ya kuchukua.</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since the tiles you hold cost nothing at the end of the hand.</source>
        <translation>Dokezo: chukua kutoka akiba (D) kabla ya kucheza: kuchukua kila kete inayoweza kuchukuliwa kunalipa hapa, kwa kuwa kete ulizoshika hazikugharimu chochote mwisho wa duru.</translation>
    </message>
    <message>
        <source>Hand %1, scores: %2.</source>
        <translation>Duru %1, alama: %2.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>Mchezo wako unaendelea pale ulipoachia.</translation>
    </message>
    <message>
        <source>This is the demo: the games played here are not saved. Start All Fives without --demo to keep your games.</source>
        <translation>Hiki ni kionyesho: michezo inayochezwa hapa haihifadhiwi. Anzisha All Fives bila --demo ili kuhifadhi michezo yako.</translation>
    </message>
    <message>
        <source>Your last play and every move after it were taken back. It is your turn again.</source>
        <translation>Hatua yako ya mwisho na kila hatua iliyofuata zimerudishwa. Ni zamu yako tena.</translation>
    </message>
    <message>
        <source>Hints are off. To turn them on: View › Offer hints (or Game › Settings).</source>
        <translation>Madokezo yamezimwa. Kuyawasha: Mwonekano › Toa madokezo (au Mchezo › Mipangilio).</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>Kuacha mchezo unaoendelea na kuanza mpya?</translation>
    </message>
    <message>
        <source>The game you leave is kept in your history and counted in your statistics as abandoned.</source>
        <translation>Mchezo unaouacha utahifadhiwa katika historia yako na kuhesabiwa katika takwimu zako kama ulioachwa.</translation>
    </message>
    <message>
        <source>Your files cannot be written now, so the game you leave cannot be kept in your history; Game › Save record can keep it in another folder first.</source>
        <translation>Faili zako haziwezi kuandikwa sasa, kwa hiyo mchezo utakaouacha hauwezi kuwekwa katika historia yako; Mchezo › Hifadhi rekodi inaweza kuuweka kwenye folda nyingine kwanza.</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Iache</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Namba ya mgao %1</translation>
    </message>
    <message>
        <source>A replay cannot be undone: close it (Escape) to go back to your game.</source>
        <translation>Marudio hayawezi kurudishwa nyuma: yafunge (Escape) urudi kwenye mchezo wako.</translation>
    </message>
    <message>
        <source>This hand is over, so its plays can no longer be taken back.</source>
        <translation>Duru hii imekwisha, kwa hiyo hatua zake haziwezi kurudishwa tena.</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>Kurudisha kumezimwa katika mipangilio.</translation>
    </message>
    <message>
        <source>There is no play of yours in this hand to take back.</source>
        <translation>Hakuna hatua yako katika duru hii ya kurudisha.</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits an open end, so draw from the boneyard (D).</source>
        <translation>Dokezo: hakuna kete yako inayofaa ncha iliyo wazi, kwa hiyo chukua kutoka akiba (D).</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits and nothing is left to draw, so pass (P).</source>
        <translation>Dokezo: hakuna kete yako inayofaa na hakuna cha kuchukua, kwa hiyo pita (P).</translation>
    </message>
    <message>
        <source>A hint will come at your turn.</source>
        <translation>Dokezo litakuja zamu yako itakapofika.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn to play a tile.</source>
        <translation>Dokezo hutolewa ikiwa ni zamu yako kucheza kete.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Natafuta dokezo…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>This game was dealt from seed %1.</source>
        <translation>Mchezo huu uligawiwa kwa namba ya mgao %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>mchezaji %n</numerusform>
            <numerusform>wachezaji %n</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>lengo %1</translation>
    </message>
    <message>
        <source>hand %1 of this game</source>
        <translation>duru ya %1 ya mchezo huu</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>Kuhusu mgao huu</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Wachezaji wa kompyuta: %1</translation>
    </message>
    <message>
        <source>To play the same deals again, choose seed %1 and the same players and rules in the New game dialog (the seed alone does not set them). This command opens it with the seed:
allfives-qt --seed %1</source>
        <translation>Ili kucheza migao hiyohiyo tena, chagua namba ya mgao %1 pamoja na wachezaji na sheria zilezile katika dirisha la Mchezo mpya (namba pekee haiziweki). Amri hii hulifungua likiwa na namba hiyo:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>Seed %1 does not deal all of this game&apos;s hands: those it does not deal are its record&apos;s own.</source>
        <translation>Namba ya mgao %1 haigawi mikono yote ya mchezo huu: isiyoigawa ni ya rekodi yake yenyewe.</translation>
    </message>
    <message>
        <source>This game&apos;s record gives no seed: its deals are the record&apos;s own, and no seed deals them again.</source>
        <translation>Rekodi ya mchezo huu haitoi namba ya mgao: migao yake ni ile ya rekodi yenyewe, na hakuna namba ya mgao inayoigawa tena.</translation>
    </message>
    <message>
        <source>No: each player scores alone</source>
        <translation>Hapana: kila mchezaji anapata alama peke yake</translation>
    </message>
    <message>
        <source>Every other rule as in %1.</source>
        <translation>Kila sheria nyingine kama katika %1.</translation>
    </message>
    <message>
        <source>All Fives %1</source>
        <translation>All Fives %1</translation>
    </message>
    <message>
        <source>A dominoes game for one person against computer players: score points whenever the open ends of the layout add up to a multiple of five.</source>
        <translation>Mchezo wa dhumna kwa mtu mmoja dhidi ya wachezaji wa kompyuta: pata pointi kila mara ncha zilizo wazi za mstari zinapojumlika kuwa kigawe cha tano.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Leseni: GNU General Public License, toleo la 3 au jipya zaidi (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This deal: seed %1. With the same players and rules, this command deals it again:
allfives-qt --seed %1</source>
        <translation>Mgao huu: namba %1. Kwa wachezaji na sheria zilezile, amri hii inaugawa tena:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>About All Fives</source>
        <translation>Kuhusu All Fives</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Marudio</translation>
    </message>
    <message>
        <source>This game holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Mchezo huu una duru unayocheza sasa, ambayo bado haijaisha: utaweza kuonyeshwa duru hiyo ikishaisha.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Namba ya mgao (si lazima):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>kwa bahati</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Namba ya mgao</translation>
    </message>
    <message>
        <source>A seed is a whole number from %1 to %2. Leave it empty for a random one.</source>
        <translation>Namba ya mgao ni namba kamili kuanzia %1 hadi %2. Iache tupu ili ichaguliwe kwa bahati nasibu.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <source>Start a game with your usual choices (Game › Settings…)</source>
        <translation>Anza mchezo kwa machaguo yako ya kawaida (Mchezo › Mipangilio…)</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Ficha ujumbe huu</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>Easy</source>
        <translation>Rahisi</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Wastani</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Ngumu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Stadi</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Nasibu</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Mroho</translation>
    </message>
    <message>
        <source>Standard (9 each for 2 players, 7 for 3, 5 for 4)</source>
        <translation>Kawaida (9 kila mmoja kwa wachezaji 2, 7 kwa 3, 5 kwa 4)</translation>
    </message>
    <message>
        <source>Five each</source>
        <translation>Tano kila mmoja</translation>
    </message>
    <message>
        <source>Seven each for 2 players, five for 3 or 4</source>
        <translation>Saba kila mmoja kwa wachezaji 2, tano kwa 3 au 4</translation>
    </message>
    <message>
        <source>Each player loses the pips left in hand</source>
        <translation>Kila mchezaji anapoteza vitone vilivyobaki mkononi</translation>
    </message>
    <message>
        <source>The side that goes out collects the others&apos; pips</source>
        <translation>Upande unaomaliza unachukua vitone vya wengine</translation>
    </message>
    <message>
        <source>One point to the side that goes out (or has the fewest pips)</source>
        <translation>Pointi moja kwa upande unaomaliza (au wenye vitone vichache zaidi)</translation>
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
        <translation>Tano na Tatu</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Maalum</translation>
    </message>
    <message>
        <source>Multiples of 5 score their count</source>
        <translation>Jumla inayogawanyika kwa 5 ndiyo alama</translation>
    </message>
    <message>
        <source>Fives and threes: count / 5 plus count / 3</source>
        <translation>Tano na tatu: jumla / 5 pamoja na jumla / 3</translation>
    </message>
    <message>
        <source>The first double is the spinner</source>
        <translation>Dabo ya kwanza ndiyo spina</translation>
    </message>
    <message>
        <source>No spinner: one line</source>
        <translation>Hakuna spina: mstari mmoja</translation>
    </message>
    <message>
        <source>Points are scored at once</source>
        <translation>Pointi zinahesabiwa mara moja</translation>
    </message>
    <message>
        <source>Claim your points, or an opponent calls Muggins</source>
        <translation>Dai pointi zako, la sivyo mpinzani ataita Muggins</translation>
    </message>
    <message>
        <source>Only when no tile fits</source>
        <translation>Pale tu hakuna kete inayofaa</translation>
    </message>
    <message>
        <source>At will, before playing</source>
        <translation>Kwa hiari, kabla ya kucheza</translation>
    </message>
    <message>
        <source>Every tile may be drawn</source>
        <translation>Kila kete inaweza kuchukuliwa</translation>
    </message>
    <message>
        <source>The last two tiles are never drawn</source>
        <translation>Kete mbili za mwisho hazichukuliwi kamwe</translation>
    </message>
    <message>
        <source>A player chosen at random</source>
        <translation>Mchezaji aliyechaguliwa kwa bahati nasibu</translation>
    </message>
    <message>
        <source>The player with the fewest pips</source>
        <translation>Mchezaji mwenye vitone vichache zaidi</translation>
    </message>
    <message>
        <source>The same player again</source>
        <translation>Mchezaji yuleyule tena</translation>
    </message>
    <message>
        <source>At once when a side reaches the target</source>
        <translation>Papo hapo upande unapofikia lengo</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>Mwishoni mwa duru, alama za juu zaidi</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Game records (*.json)</source>
        <extracomment>Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads &quot;(*.json)&quot;.</extracomment>
        <translation>Rekodi za michezo (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tafuta katika:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Jina la faili:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Aina ya faili:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Bado hakuna mchezo wa kuhifadhi.</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Hifadhi rekodi ya mchezo</translation>
    </message>
    <message>
        <source>Game record saved as %1.</source>
        <translation>Rekodi ya mchezo imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Diski imejaa.</translation>
    </message>
    <message>
        <source>That folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Folda hiyo haiwezi kuandikiwa (ni ya kusoma tu, au si yako).</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>Mfumo unasema: %1</translation>
    </message>
    <message>
        <source>The game record could not be saved as %1.</source>
        <translation>Rekodi ya mchezo haikuweza kuhifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Fungua rekodi ya mchezo</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>Inasoma rekodi ya mchezo…</translation>
    </message>
    <message>
        <source>The file cannot be read (the system says: %1).</source>
        <translation>Faili haiwezi kusomwa (mfumo unasema: %1).</translation>
    </message>
    <message>
        <source>Its hand %1 is not written as a game record&apos;s hands are:</source>
        <translation>Duru yake ya %1 haijaandikwa kama duru za rekodi ya mchezo zinavyoandikwa:</translation>
    </message>
    <message>
        <source>It breaks the rules at hand %1, play %2:</source>
        <translation>Inavunja sheria katika duru %1, hatua %2:</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its text goes wrong at line %1, column %2.</source>
        <translation>Faili imeharibika au imekatika: maandishi yake yanakosea kwenye mstari %1, safu %2.</translation>
    </message>
    <message>
        <source>It is not a game record this program can read:</source>
        <translation>Si rekodi ya mchezo ambayo programu hii inaweza kusoma:</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words; it counts seats from 0, as the file does.)</source>
        <translation>(Kwa maneno ya kikagua rekodi, kwa Kiingereza; huhesabu viti kuanzia 0, kama faili inavyofanya.)</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words.)</source>
        <translation>(Kwa maneno ya kikagua rekodi, kwa Kiingereza.)</translation>
    </message>
    <message>
        <source>The file is %1; a game record is at most %2.</source>
        <translation>Faili ina ukubwa wa %1; rekodi ya mchezo haizidi %2.</translation>
    </message>
    <message>
        <source>It has no record version.</source>
        <translation>Haina toleo la rekodi.</translation>
    </message>
    <message>
        <source>It was written for another version of the game record format.</source>
        <translation>Iliandikwa kwa toleo jingine la muundo wa rekodi ya mchezo.</translation>
    </message>
    <message>
        <source>This program reads version %1 records.</source>
        <translation>Programu hii husoma rekodi za toleo %1.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Ni folda, si faili.</translation>
    </message>
    <message>
        <source>It is not a file that can be read from start to end (a device or a pipe).</source>
        <translation>Si faili inayoweza kusomwa mwanzo hadi mwisho (ni kifaa au bomba).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Faili ni tupu.</translation>
    </message>
    <message>
        <source>The file holds only blank space.</source>
        <translation>Faili ina nafasi tupu tu.</translation>
    </message>
    <message>
        <source>The file is not text: a game record is text (JSON, in UTF-8).</source>
        <translation>Faili si maandishi: rekodi ya mchezo ni maandishi (JSON, katika UTF-8).</translation>
    </message>
    <message>
        <source>The file is text, but not JSON: a game record starts with “{”.</source>
        <translation>Faili ni maandishi, lakini si JSON: rekodi ya mchezo huanza na “{”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not a game record: a game record starts with “{”.</source>
        <translation>Faili ni JSON, lakini si rekodi ya mchezo: rekodi ya mchezo huanza na “{”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not an All Fives game record: a game record says “&quot;format&quot;: &quot;allfives-record&quot;”.</source>
        <translation>Faili ni JSON, lakini si rekodi ya mchezo wa All Fives: rekodi ya mchezo husema “&quot;format&quot;: &quot;allfives-record&quot;”.</translation>
    </message>
    <message>
        <source>The record %1 cannot be shown.</source>
        <translation>Rekodi %1 haiwezi kuonyeshwa.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>The end of your last game could not be saved, so it is not in your history, and the next start may offer it from an earlier play. Quit anyway?</source>
        <translation>Mwisho wa mchezo wako wa mwisho haukuweza kuhifadhiwa, kwa hiyo haumo katika historia yako, na utakapoanzisha tena huenda ukatolewa kuanzia hatua ya awali zaidi. Uondoke hata hivyo?</translation>
    </message>
    <message>
        <source>This game could not be saved, so it cannot be offered when you start again. Quit anyway?</source>
        <translation>Mchezo huu haukuweza kuhifadhiwa, kwa hiyo hautaweza kutolewa utakapoanza tena. Uondoke hata hivyo?</translation>
    </message>
    <message>
        <source>Save record… keeps a record of it in another folder, which Game › Open record can replay.</source>
        <translation>Hifadhi rekodi… huweka rekodi yake kwenye folda nyingine, nayo Mchezo › Fungua rekodi inaweza kuirudia.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Hifadhi rekodi…</translation>
    </message>
    <message>
        <source>The record %1 holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>Rekodi %1 ina duru unayocheza sasa, ambayo bado haijaisha: itaweza kuonyeshwa duru hiyo ikishaisha.</translation>
    </message>
    <message>
        <source>The review kept in this record could not be read, so its marks are not shown: press R to review your plays again.</source>
        <translation>Tathmini iliyohifadhiwa katika rekodi hii haikuweza kusomwa, kwa hiyo alama zake hazionyeshwi: bonyeza R ili kukagua hatua zako tena.</translation>
    </message>
    <message>
        <source>Play on from a game record</source>
        <translation>Endelea kucheza kutoka rekodi ya mchezo</translation>
    </message>
    <message>
        <source>The record %1 cannot be played on.</source>
        <translation>Mchezo wa rekodi %1 hauwezi kuendelezwa.</translation>
    </message>
    <message>
        <source>Its game is over: Game › Open record shows it again.</source>
        <translation>Mchezo wake umekwisha: Mchezo › Fungua rekodi huuonyesha tena.</translation>
    </message>
    <message>
        <source>No seat of its game is a person&apos;s: every player is a computer player.</source>
        <translation>Hakuna kiti cha mtu katika mchezo wake: kila mchezaji ni mchezaji wa kompyuta.</translation>
    </message>
    <message>
        <source>Its target, %1, is past the highest a game here can have, %2.</source>
        <translation>Lengo lake, %1, ni zaidi ya lengo la juu kabisa ambalo mchezo hapa unaweza kuwa nalo, %2.</translation>
    </message>
    <message>
        <source>The record is of the game being played, as it stands now: the game goes on as it is.</source>
        <translation>Rekodi ni ya mchezo unaochezwa, kama ulivyo sasa: mchezo unaendelea kama ulivyo.</translation>
    </message>
    <message>
        <source>Leave the game in progress and play on from the record?</source>
        <translation>Uache mchezo unaoendelea na uendelee kucheza kutoka rekodi?</translation>
    </message>
    <message>
        <source>The game of the record goes on. %1</source>
        <translation>Mchezo wa rekodi unaendelea. %1</translation>
    </message>
    <message>
        <source>The record does not say how well its computer players played: Medium players play on for them.</source>
        <translation>Rekodi haisemi wachezaji wake wa kompyuta walicheza kwa kiwango gani: wachezaji wa kiwango cha Wastani wanaendelea badala yao.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Diski</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Haijulikani</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Chagua zote</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Ongeza</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Punguza</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folda ya juu</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tengeneza folda mpya</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Mwonekano wa kina</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Rudi nyuma</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Nenda mbele</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Nenda kwenye folda ya juu</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tengeneza folda mpya</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Badili kwa mwonekano wa orodha</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Badili kwa mwonekano wa kina</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Upau wa pembeni</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Mahali pa hivi karibuni</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Badili jina</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Futa</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Onyesha </translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folda &amp;mpya</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folda mpya</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Una uhakika unataka kufuta &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; imelindwa isiandikwe.
Unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Folda haikuweza kufutwa.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 tayari ipo.
Unataka kuiweka hii mpya mahali pake?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Faili haikupatikana.
Tafadhali hakikisha kwamba jina la faili ni sahihi.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folda haikupatikana.
Tafadhali hakikisha kwamba jina la folda ni sahihi.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Hifadhi kama</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Fungua</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Jina</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tarehe ya kubadilishwa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Jina la faili si sahihi</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Jina &quot;%1&quot; haliwezi kutumika.&lt;/b&gt;&lt;p&gt;Jaribu jina jingine, lenye herufi chache au bila alama za uakifishaji.</translation>
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
        <translation>&amp;Rudisha</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Rudia &amp;tena</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tekeleza</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Sogeza hadi hapa</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Juu kabisa</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Chini kabisa</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Ukurasa juu</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Ukurasa chini</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Sogeza juu</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Sogeza chini</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Ukingo wa kushoto</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Ukingo wa kulia</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Ukurasa kushoto</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Ukurasa kulia</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Sogeza kushoto</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Sogeza kulia</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Nakili anwani ya &amp;kiungo</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 alikuwa na kete %n tu, hivyo duru ingeweza kuisha karibuni, na vitone vilivyobaki mkononi huhesabiwa wakati huo: hatua bora iliondoa %1, hatua yako %2 tu.</numerusform>
            <numerusform>%3 alikuwa na kete %n tu, hivyo duru ingeweza kuisha karibuni, na vitone vilivyobaki mkononi huhesabiwa wakati huo: hatua bora iliondoa %1, hatua yako %2 tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>Kucheza %1 kwenye %2 kungeleta pointi %n papo hapo, lakini kungekuwa na thamani ndogo zaidi kwa sehemu iliyobaki ya duru.</numerusform>
            <numerusform>Kucheza %1 kwenye %2 kungeleta pointi %n papo hapo, lakini kungekuwa na thamani ndogo zaidi kwa sehemu iliyobaki ya duru.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Play %1 of %2</source>
        <translation>Hatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>The deal</source>
        <comment>the replay&apos;s step of the deal, before any play</comment>
        <translation>Mgao</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Sitisha</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>Stop stepping (Space)</source>
        <translation>Acha kusonga (Nafasi)</translation>
    </message>
    <message>
        <source>Step through the plays on their own (Space)</source>
        <translation>Pitia hatua zenyewe (Nafasi)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Duru %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Marudio</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Mwanzo</translation>
    </message>
    <message>
        <source>Go to the deal of this hand; again: the first deal of the game (Home)</source>
        <translation>Nenda kwenye mgao wa duru hii; tena: mgao wa kwanza wa mchezo (Home)</translation>
    </message>
    <message>
        <source>Go to the end of this hand; again: the end of the game (End)</source>
        <translation>Nenda mwisho wa duru hii; tena: mwisho wa mchezo (End)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Marudio: %1</translation>
    </message>
    <message>
        <source>One play back (Left arrow)</source>
        <translation>Hatua moja nyuma (mshale wa kushoto)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>One play forward (Right arrow)</source>
        <translation>Hatua moja mbele (mshale wa kulia)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Mwisho</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Funga marudio</translation>
    </message>
    <message>
        <source>Leave the replay and go back to your game (Escape)</source>
        <translation>Acha marudio na urudi kwenye mchezo wako (Escape)</translation>
    </message>
    <message>
        <source>Jump to a hand</source>
        <translation>Ruka hadi duru</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Duru</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Hand %1: the deal. First to play: %2.</source>
        <translation>Duru %1: mgao. Anayeanza: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>%1 aliita Muggins! na akachukua pointi %n.</numerusform>
            <numerusform>%1 aliita Muggins! na akachukua pointi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody called Muggins: the points are lost.</source>
        <translation>Hakuna aliyeita Muggins: pointi zimepotea.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Ulichukua %5 kutoka akiba, kisha ukacheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
            <numerusform>Ulichukua %5 kutoka akiba, kisha ukacheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Ulichukua %5 kutoka akiba, kisha ukacheza %2 kwenye %3. Jumla %4: pointi %n haikudaiwa.</numerusform>
            <numerusform>Ulichukua %5 kutoka akiba, kisha ukacheza %2 kwenye %3. Jumla %4: pointi %n hazikudaiwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 alichukua %5 kutoka akiba, kisha akacheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
            <numerusform>%1 alichukua %5 kutoka akiba, kisha akacheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 alichukua %5 kutoka akiba, kisha akacheza %2 kwenye %3. Jumla %4: pointi %n haikudaiwa.</numerusform>
            <numerusform>%1 alichukua %5 kutoka akiba, kisha akacheza %2 kwenye %3. Jumla %4: pointi %n hazikudaiwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed after this play.</source>
        <translation>Ulipitisha zamu baada ya hatua hii.</translation>
    </message>
    <message>
        <source>%1 passed after this play.</source>
        <translation>%1 alipitisha zamu baada ya hatua hii.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Duru imekwisha.</translation>
    </message>
    <message>
        <source>At the end of the hand: %1.</source>
        <translation>Mwishoni mwa duru: %1.</translation>
    </message>
    <message>
        <source>Hand %1, play %2:</source>
        <translation>Duru %1, hatua %2:</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 alicheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
            <numerusform>%1 alicheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 alicheza %2 kwenye %3. Jumla %4: pointi %n haikudaiwa.</numerusform>
            <numerusform>%1 alicheza %2 kwenye %3. Jumla %4: pointi %n hazikudaiwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed.</source>
        <translation>Ulichukua %2 kutoka akiba, kisha ukapitisha zamu.</translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed after this play.</source>
        <translation>Ulichukua %2 kutoka akiba, kisha ukapitisha zamu baada ya hatua hii.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed.</source>
        <translation>%1 alichukua %2 kutoka akiba, kisha akapitisha zamu.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed after this play.</source>
        <translation>%1 alichukua %2 kutoka akiba, kisha akapitisha zamu baada ya hatua hii.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the hand.</source>
        <translation>Rekodi inakomea hapa, katikati ya duru.</translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>Ulicheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
            <numerusform>Ulicheza %2 kwenye %3. Jumla %4, pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>Ulicheza %2 kwenye %3. Jumla %4: pointi %n haikudaiwa.</numerusform>
            <numerusform>Ulicheza %2 kwenye %3. Jumla %4: pointi %n hazikudaiwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Ulipitisha zamu.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 alipitisha zamu.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>It was your only play.</source>
        <translation>Ilikuwa hatua yako pekee.</translation>
    </message>
    <message>
        <source>The move itself was the best.</source>
        <translation>Hatua yenyewe ilikuwa bora kabisa.</translation>
    </message>
    <message>
        <source>In all, this play cost %1.</source>
        <translation>Kwa jumla, hatua hii iligharimu %1.</translation>
    </message>
    <message>
        <source>Either end your tile fitted left the same open ends, so you had no real choice here.</source>
        <translation>Ncha yoyote ambayo kete yako ilitoshea ingeacha ncha zilizo wazi zile zile, kwa hiyo hapa hukuwa na chaguo la kweli.</translation>
    </message>
    <message>
        <source>Whether to draw first instead is not judged.</source>
        <translation>Kama ungechukua kete kwanza badala yake hakupimwi.</translation>
    </message>
    <message>
        <source>Your play %1 won the game.</source>
        <translation>Hatua yako %1 ilishinda mchezo.</translation>
    </message>
    <message>
        <source>Your play %1 was the best.</source>
        <translation>Hatua yako %1 ilikuwa bora kabisa.</translation>
    </message>
    <message>
        <source>Better: %1, which would have won the game at once. Your play %3 cost %4.</source>
        <translation>Bora zaidi: %1, ambayo ingekushindia mchezo papo hapo. Hatua yako %3 ilikugharimu %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 scored %2 at once, but cost %4 over the rest of the hand.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Bora zaidi: %1. Hatua yako %3 ilipata %2 papo hapo, lakini ilikugharimu %4 katika sehemu iliyobaki ya duru.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 cost %4.</source>
        <translation>Bora zaidi: %1. Hatua yako %3 ilikugharimu %4.</translation>
    </message>
    <message>
        <source>not claimed: cost %1</source>
        <translation>haikudaiwa: gharama %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>gharama %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 kwenye %2</translation>
    </message>
    <message>
        <source>The next player had one tile left: after your play they could have played it and ended the hand; after the better move, no tile they could hold would have fitted.</source>
        <translation>Mchezaji anayefuata alibaki na kete moja: baada ya hatua yako angeweza kuicheza na kumaliza duru; baada ya hatua bora, hakuna kete ambayo angeweza kuwa nayo ingetoshea.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Baada ya hatua yako mchezaji anayefuata angeweza kupata hadi %1 papo hapo; baada ya hatua bora, hakuna pointi.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Baada ya hatua yako mchezaji anayefuata angeweza kupata hadi %1 papo hapo; baada ya hatua bora, si zaidi ya %2.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Baada yake mchezaji anayefuata angeweza kupata hadi %1 papo hapo; baada ya hatua yako, hakuna pointi.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>Baada yake mchezaji anayefuata angeweza kupata hadi %1 papo hapo; baada ya hatua yako, si zaidi ya %2.</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Review</source>
        <translation>Ukaguzi</translation>
    </message>
    <message>
        <source>Reviewing your plays...</source>
        <translation>Inakagua uchezaji wako...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Ukaguzi umeghairiwa.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Ukaguzi haukuweza kufanyika.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No reviewed play at this step</source>
        <translation>Hakuna hatua iliyokaguliwa hapa</translation>
    </message>
    <message>
        <source>None of your plays had a choice to review.</source>
        <translation>Hakuna hatua yako iliyokuwa na chaguo la kukagua.</translation>
    </message>
    <message>
        <source>; no points given away, accuracy %1%</source>
        <translation>; hakuna gharama, usahihi %1%</translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; ukihesabu madai uliyokosa, %1 kati ya hatua %n ilipoteza chini ya pointi moja, usahihi %2%</numerusform>
            <numerusform>; ukihesabu madai uliyokosa, %1 kati ya hatua %n zilipoteza chini ya pointi moja, usahihi %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; dai %n lililokosa</numerusform>
            <numerusform>; madai %n yaliyokosa</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 given away</source>
        <translation>; gharama jumla: %1</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>Mchezo mzima: %1</translation>
    </message>
    <message>
        <source>The game so far: %1</source>
        <translation>Mchezo hadi sasa: %1</translation>
    </message>
    <message>
        <source>Hand %2: %1</source>
        <translation>Duru %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>hatua %1 kati ya %n yenye chaguo ilikuwa bora</numerusform>
            <numerusform>hatua %1 kati ya %n zenye chaguo zilikuwa bora</numerusform>
        </translation>
    </message>
    <message>
        <source>None of your plays had a choice of move</source>
        <translation>Hakuna hatua yako iliyokuwa na chaguo la kete</translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, na ulikosa dai %n</numerusform>
            <numerusform>, na ulikosa madai %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, lakini ulikosa dai %n</numerusform>
            <numerusform>, lakini ulikosa madai %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 kati ya %n ilipoteza chini ya pointi moja, usahihi %2%</numerusform>
            <numerusform>; %1 kati ya %n zilipoteza chini ya pointi moja, usahihi %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 kati ya hatua %n ilipoteza chini ya pointi moja, usahihi %2%</numerusform>
            <numerusform>; %1 kati ya hatua zote %n zilipoteza chini ya pointi moja, usahihi %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>You made no play in this hand: there is nothing of yours to review.</source>
        <translation>Hukucheza hatua yoyote katika duru hii: hakuna chako cha kukagua.</translation>
    </message>
    <message>
        <source>This hand was not reviewed: R (Game › Review your plays) reviews it.</source>
        <translation>Duru hii haikukaguliwa: bonyeza R (Mchezo › Kagua hatua zako) ili kuikagua.</translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>Duru %1: usahihi %2%, %3 kati ya hatua %n bora</numerusform>
            <numerusform>Duru %1: usahihi %2%, %3 kati ya hatua %n bora</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: accuracy %2%</source>
        <translation>Duru %1: usahihi %2%</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Ukaguzi</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Muhtasari wa ukaguzi</translation>
    </message>
    <message>
        <source>Accuracy: the share of your plays that gave away less than a point, as Statistics and History count it</source>
        <translation>Usahihi: sehemu ya hatua zako zilizopoteza chini ya pointi moja, kama Takwimu na Historia zinavyohesabu</translation>
    </message>
    <message>
        <source>A best move whose points you did not claim counts as not accurate.</source>
        <translation>Hatua bora ambayo hukudai pointi zake haihesabiwi kuwa sahihi.</translation>
    </message>
    <message>
        <source>The points given away are averaged over the tiles the other players might hold, so they can be fractions.</source>
        <translation>Pointi zilizotolewa ni wastani juu ya kete ambazo wachezaji wengine wanaweza kuwa nazo, kwa hiyo zinaweza kuwa sehemu.</translation>
    </message>
    <message>
        <source>They are what a play is expected to cost over the rest of its hand against the best play, so their total need not match the final score.</source>
        <translation>Ni kile ambacho hatua inatarajiwa kupoteza katika sehemu iliyobaki ya duru yake ikilinganishwa na hatua bora, kwa hiyo jumla yake si lazima ilingane na alama za mwisho.</translation>
    </message>
    <message>
        <source>The review of the play on the table</source>
        <translation>Ukaguzi wa hatua iliyo mezani</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>pointi %n</numerusform>
            <numerusform>pointi %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a number of points with one decimal, as 2.5</comment>
        <translation>pointi %1</translation>
    </message>
    <message numerus="yes">
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>Bora zaidi: %1 (inapata pointi %n papo hapo). Hatua yako %3 ilikugharimu %4.</numerusform>
            <numerusform>Bora zaidi: %1 (inapata pointi %n papo hapo). Hatua yako %3 ilikugharimu %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>Hukudai pointi %n ya %2; mchezaji aliyefuata aliita Muggins! na kuichukua. Hiyo ilikugharimu %3: pointi ambayo hukuipata, na nyingine kama hiyo kwa kuwa ilienda upande mwingine.</numerusform>
            <numerusform>Hukudai pointi %n za %2; mchezaji aliyefuata aliita Muggins! na kuzichukua. Hiyo ilikugharimu %3: pointi ambazo hukuzipata, na nyingine kama hizo kwa kuwa zilienda upande mwingine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>Hukudai pointi %n ya %2; mchezaji aliyefuata aliita Muggins! na kuichukua. Hiyo ilikugharimu %3 ukilinganisha na wastani wa pointi za wachezaji wengine: pointi ambayo hukuipata, na %4 zaidi, ambazo pointi za aliyeita ziliziongeza kwenye wastani huo.</numerusform>
            <numerusform>Hukudai pointi %n za %2; mchezaji aliyefuata aliita Muggins! na kuzichukua. Hiyo ilikugharimu %3 ukilinganisha na wastani wa pointi za wachezaji wengine: pointi ambazo hukuzipata, na %4 zaidi, ambazo pointi za aliyeita ziliziongeza kwenye wastani huo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>Hukudai pointi %n ya %2, kwa hiyo ilipotea: hiyo ilikugharimu %3.</numerusform>
            <numerusform>Hukudai pointi %n za %2, kwa hiyo zilipotea: hiyo ilikugharimu %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Sheria</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
    </message>
    <message>
        <source>A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 players. Four players play in two partnerships unless chosen otherwise: you and the player opposite you share a score.</source>
        <translation>Mchezo wa dhumna wenye seti ya dabo sita ya kete 28, kwa wachezaji 2, 3 au 4. Wachezaji wanne hucheza kama jozi mbili za washirika isipochaguliwa vinginevyo: wewe na aliye mbele yako mna alama moja.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Mgao</translation>
    </message>
    <message>
        <source>Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other choices in the New game dialog). The tiles left over form the boneyard.</source>
        <translation>Kila mchezaji anapata kete 9 wakiwa wachezaji 2, 7 wakiwa 3 na 5 wakiwa 4 (chaguo nyingine ziko katika dirisha la Mchezo mpya). Kete zinazobaki ndizo akiba.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Kucheza</translation>
    </message>
    <message>
        <source>The first player puts any tile in the middle of the table. After that, each player in turn adds a tile to an open end of the layout: the touching halves must have the same number of pips. If no tile fits, you draw from the boneyard until one fits and play it; when the boneyard is empty you pass.</source>
        <translation>Mchezaji wa kwanza anaweka kete yoyote katikati ya meza. Baada ya hapo, kila mchezaji kwa zamu yake anaunganisha kete kwenye ncha iliyo wazi ya mstari: nusu zinazogusana lazima ziwe na idadi sawa ya vitone. Kama hakuna kete inayofaa, unachukua kutoka akiba hadi upate inayofaa na kuicheza; akiba ikiwa tupu, unapita.</translation>
    </message>
    <message>
        <source>Doubles and the spinner</source>
        <translation>Dabo na spina</translation>
    </message>
    <message>
        <source>Doubles lie crosswise. The first double of the hand is the spinner: once tiles cover both of its long sides, tiles can also be played on its top and bottom, so the layout can have four open ends.</source>
        <translation>Dabo hukaa kwa kukingama. Dabo ya kwanza ya duru ndiyo spina: kete zikishafunika pande zake mbili ndefu, kete zinaweza pia kuchezwa juu na chini yake, hivyo mstari unaweza kuwa na ncha nne zilizo wazi.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Kupata pointi</translation>
    </message>
    <message>
        <source>After every play, add up the pips of the open ends: that is the count. A double at an end counts both halves, and so does the spinner while one of its sides is still free. When the count is a multiple of 5, the player who just played scores it: a count of 15 gives 15 points.</source>
        <translation>Baada ya kila kete kuchezwa, jumlisha vitone vya ncha zilizo wazi: hiyo ndiyo jumla. Dabo iliyo mwishoni huhesabu nusu zake zote mbili, na spina vilevile maadamu upande wake mmoja bado uko wazi. Jumla ikiwa kigawe cha 5, mchezaji aliyecheza sasa hivi anaipata: jumla ya 15 inatoa pointi 15.</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>Mwisho wa duru</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when nobody can play. Every player&apos;s remaining pips are rounded to the nearest 5 and, under the standard rule, taken off their own side&apos;s score (another rule lets the side that went out collect them instead).</source>
        <translation>Duru inaisha mchezaji anapocheza kete yake ya mwisho, au pale hakuna anayeweza kucheza. Vitone vilivyobaki vya kila mchezaji vinakadiriwa hadi kigawe cha 5 kilicho karibu na, kwa sheria ya kawaida, kutolewa kwenye alama za upande wake (sheria nyingine inaruhusu upande uliomaliza uvichukue badala yake).</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Ushindi</translation>
    </message>
    <message>
        <source>The first side to reach the target wins: 250 points with 2 players, 200 with 3 or 4. Under the standard rule the game ends the moment a scoring play reaches the target.</source>
        <translation>Upande wa kwanza kufikia lengo unashinda: pointi 250 kwa wachezaji 2, 200 kwa 3 au 4. Kwa sheria ya kawaida, mchezo unaisha papo hapo kete yenye pointi inapofikia lengo.</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>Katika dirisha hili</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit end, or click a tile and then a lit end, or use the keyboard: Left and Right to pick a tile, Enter to choose it, Left, Right or Tab to pick its end, Enter to play. Click the boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.</source>
        <translation>Buruta kete kutoka mkononi mwako hadi ncha inayong&apos;aa, au bofya kete kisha ncha inayong&apos;aa, au tumia kibodi: mishale ya kushoto na kulia kuchagua kete, Enter kuithibitisha, kushoto, kulia au Tab kuchagua ncha yake, Enter kucheza. Bofya akiba au Chukua ili kuchukua kete, Pita akiba ikiwa tupu, H kwa dokezo.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>%: accuracy of your plays</source>
        <extracomment>the score chart&apos;s legend for the figures under each hand&apos;s number</extracomment>
        <translation>%: usahihi wa hatua zako</translation>
    </message>
    <message>
        <source>%: accuracy of your plays, in the hands reviewed</source>
        <extracomment>the score chart&apos;s legend for the figures under the reviewed hands&apos; numbers</extracomment>
        <translation>%: usahihi wa hatua zako, katika duru zilizokaguliwa</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lugha ya mfumo</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Jumla</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lugha:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Kasi ya uhuishaji:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Papo hapo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Draw and pass automatically when no tile fits</source>
        <translation>Chukua au pita kiotomatiki pale hakuna kete inayofaa</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Toa madokezo</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Ukubwa wa kete:</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>tile size</comment>
        <translation>Ndogo</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>tile size</comment>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>tile size</comment>
        <translation>Kubwa</translation>
    </message>
    <message>
        <source>Allow taking back a play (Game, Undo)</source>
        <translation>Ruhusu kurudisha hatua (Mchezo, Rudisha)</translation>
    </message>
    <message>
        <source>Games kept in:</source>
        <translation>Michezo huhifadhiwa katika:</translation>
    </message>
    <message>
        <source>The game being played, the history of your games and your statistics</source>
        <translation>Mchezo unaochezwa, historia ya michezo yako na takwimu zako</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Fungua folda</translation>
    </message>
    <message>
        <source>No program on this computer opened the folder. Its path is beside the button: select it to copy it.</source>
        <translation>Hakuna programu kwenye kompyuta hii iliyofungua folda. Njia yake iko kando ya kitufe: ichague ili kuinakili.</translation>
    </message>
    <message>
        <source>The folder is made when the first game is saved.</source>
        <translation>Folda huundwa mchezo wa kwanza unapohifadhiwa.</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Michezo mipya</translation>
    </message>
    <message>
        <source>The next New game dialog starts from what you change here; the game being played keeps its own rules.</source>
        <translation>Dirisha lijalo la Mchezo mpya linaanza na unachobadilisha hapa; mchezo unaochezwa sasa unabaki na sheria zake.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
    <message>
        <source>Play sounds (View, Sound)</source>
        <translation>Cheza sauti (Mwonekano, Sauti)</translation>
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
        <translation>All Fives tayari inaendeshwa.</translation>
    </message>
    <message>
        <source>Switch to its window to go on with your game. To start the game again, close that window first.</source>
        <translation>Nenda kwenye dirisha lake uendelee na mchezo wako. Ili kuanzisha mchezo upya, funga dirisha hilo kwanza.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Futa takwimu</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Kusahau takwimu zako zote? Hili haliwezi kutenduliwa.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Zibaki</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Michezo yote</translation>
    </message>
    <message numerus="yes">
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>Duru %n ya mchezo huu ilihesabiwa kabla kila mchezo haujawa na takwimu zake: inahesabiwa chini ya Michezo yote tu.</numerusform>
            <numerusform>Duru %n za mchezo huu zilihesabiwa kabla kila mchezo haujawa na takwimu zake: zinahesabiwa chini ya Michezo yote tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>katika duru %1 kati ya %n</numerusform>
            <numerusform>katika duru %1 kati ya %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>pointi %n kwa %1</numerusform>
            <numerusform>pointi %n kwa %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>Mchezaji %n</numerusform>
            <numerusform>Wachezaji %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Ushirika</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>Kila mtu peke yake</translation>
    </message>
    <message>
        <source>Against Easy</source>
        <translation>Dhidi ya Rahisi</translation>
    </message>
    <message>
        <source>Against Medium</source>
        <translation>Dhidi ya Wastani</translation>
    </message>
    <message>
        <source>Against Hard</source>
        <translation>Dhidi ya Ngumu</translation>
    </message>
    <message>
        <source>Against Expert</source>
        <translation>Dhidi ya Stadi</translation>
    </message>
    <message>
        <source>none yet: press Review at the end of a hand or a game</source>
        <translation>bado hakuna: bonyeza Kagua mwishoni mwa duru au mchezo</translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, usahihi %1% (makosa makubwa: Mchezo › Historia)</numerusform>
            <numerusform>%n, usahihi %1% (makosa makubwa: Mchezo › Historia)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, usahihi %1%</numerusform>
            <numerusform>%n, usahihi %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>iliyochezwa %n</numerusform>
            <numerusform>zilizochezwa %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Michezo:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Duru:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>Pointi kwa kila duru:</translation>
    </message>
    <message>
        <source>Best single play:</source>
        <translation>Hatua bora zaidi:</translation>
    </message>
    <message>
        <source>Highest game score:</source>
        <translation>Alama za juu zaidi katika mchezo:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Mfululizo mrefu zaidi wa ushindi:</translation>
    </message>
    <message>
        <source>Reviewed hands:</source>
        <translation>Duru zilizokaguliwa:</translation>
    </message>
    <message>
        <source>Of the games played:</source>
        <translation>Kati ya michezo iliyochezwa:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>Usahihi wa michezo yako iliyokaguliwa, ya zamani kwanza</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Michezo iliyochezwa</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Michezo uliyoshinda</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>uliochezwa %n</numerusform>
            <numerusform>iliyochezwa %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>ulioshinda %n (%1%)</numerusform>
            <numerusform>uliyoshinda %n (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>mchezo %n (sasa %1)</numerusform>
            <numerusform>michezo %n (sasa %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n ulioachwa</numerusform>
            <numerusform>%n iliyoachwa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n ambao ulitumia Rudisha</numerusform>
            <numerusform>%n ambayo ulitumia Rudisha</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted here: the games, and their hands, in which the strongest computer player among your opponents played at this level.</source>
        <translation>Zinahesabiwa hapa: michezo, pamoja na duru zake, ambayo mchezaji-kompyuta hodari zaidi kati ya wapinzani wako alicheza kwa kiwango hiki.</translation>
    </message>
    <message numerus="yes">
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n ambamo upande wako ulipata alama zaidi ya kila upande mwingine (%1%)</numerusform>
            <numerusform>%n ambamo upande wako ulipata alama zaidi ya kila upande mwingine (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n kati ya %1 za mwisho ambamo upande wako ulipata alama zaidi ya kila upande mwingine (%2%)</numerusform>
            <numerusform>%n kati ya %1 za mwisho ambamo upande wako ulipata alama zaidi ya kila upande mwingine (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side went out, or had the fewest pips when blocked:</source>
        <translation>Upande wako ulimaliza kete, au ulikuwa na vitone vichache zaidi duru ilipokwama:</translation>
    </message>
    <message>
        <source>Counted when your side played its last tile, had the fewest pips when nobody could play, or reached the target during the hand.</source>
        <translation>Huhesabiwa upande wako ulipocheza kete yake ya mwisho, ulipokuwa na vitone vichache zaidi pale hakuna aliyeweza kucheza, au ulipofikia lengo ndani ya duru.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Duru zilizochezwa</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Duru ulizoshinda</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Futa…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Points per hand</source>
        <translation>Pointi kwa kila duru</translation>
    </message>
    <message>
        <source>Games won by the strongest opponent&apos;s level</source>
        <translation>Michezo uliyoshinda kwa kiwango cha mpinzani mwenye nguvu zaidi</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Bado hakuna duru iliyochezwa</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>Chati ya michezo uliyoshinda kwa kiwango na pointi kwa kila duru</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>It is larger than any file of its kind the game reads.</source>
        <translation>Ni kubwa kuliko faili yoyote ya aina yake ambayo mchezo husoma.</translation>
    </message>
    <message>
        <source>The file&apos;s text is damaged or cut short.</source>
        <translation>Maandishi ya faili yameharibika au yamekatika.</translation>
    </message>
    <message>
        <source>The file is whole, but the game it records breaks the rules.</source>
        <translation>Faili ni kamili, lakini mchezo uliorekodiwa ndani yake unavunja sheria.</translation>
    </message>
    <message>
        <source>Those settings: %1.</source>
        <translation>Mipangilio hiyo: %1.</translation>
    </message>
    <message>
        <source>%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.</source>
        <translation>%1 ni faili, ilhali mchezo huweka faili zake katika folda ya jina hilo: hakuna kinachohifadhiwa hadi faili hiyo ihamishwe. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.</source>
        <translation>Baadhi ya mipangilio yako haikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; mipangilio hiyo imerudi kwenye ya kawaida.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.</source>
        <translation>Baadhi ya takwimu zako hazikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; takwimu hizo zimekokotolewa upya kutoka kwa takwimu zako nyingine.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero.</source>
        <translation>Baadhi ya takwimu zako hazikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; takwimu hizo zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</source>
        <translation>Mipangilio yako haikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; mipangilio ya kawaida inatumika.</translation>
    </message>
    <message>
        <source>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</source>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando; mchezo mpya unaanza.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</source>
        <translation>Takwimu zako hazikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>A game in your history could not be read, and the file %1 could not be moved aside.</source>
        <translation>Mchezo mmoja katika historia yako haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando.</translation>
    </message>
    <message>
        <source>The window layout could not be read, and the file %1 could not be moved aside.</source>
        <translation>Mpangilio wa dirisha haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.</source>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa; faili imehifadhiwa kama %1, na mchezo unaendelea kutoka kwenye uhifadhi uliotangulia, kwa hiyo hatua yake ya mwisho au ugawaji wa mwisho unaweza kukosekana.</translation>
    </message>
    <message>
        <source>Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.</source>
        <translation>Sehemu ya mchezo uliohifadhiwa haikuweza kusomwa, kwa hiyo umerudishwa kwenye hatua yake ya mwisho; faili imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.</source>
        <translation>Baadhi ya mipangilio yako haikuweza kusomwa; faili imehifadhiwa kama %1 na mipangilio hiyo imerudi kwenye ya kawaida.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.</source>
        <translation>Baadhi ya takwimu zako hazikuweza kusomwa; faili imehifadhiwa kama %1, na takwimu hizo zimekokotolewa upya kutoka kwa takwimu zako nyingine.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).</source>
        <translation>Takwimu zako hazikuweza kusomwa; faili imehifadhiwa kama %1, na zimehesabiwa upya kutoka kwa michezo iliyohifadhiwa katika historia yako (isiyozidi %2 ya mwisho).</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.</source>
        <translation>Baadhi ya takwimu zako hazikuweza kusomwa; faili imehifadhiwa kama %1 na takwimu hizo zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>Your settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <translation>Mipangilio yako haikuweza kusomwa; faili imehifadhiwa kama %1 na mipangilio ya kawaida inatumika.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1 and a new game starts.</source>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa; faili imehifadhiwa kama %1 na mchezo mpya unaanza.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1 and they start again from zero.</source>
        <translation>Takwimu zako hazikuweza kusomwa; faili imehifadhiwa kama %1 na zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>A game in your history could not be read; the file was kept as %1.</source>
        <translation>Mchezo mmoja katika historia yako haukuweza kusomwa; faili imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read; the file was kept as %1.</source>
        <translation>Mpangilio wa dirisha haukuweza kusomwa; faili imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>The disk is full, so nothing can be saved in %1. Play goes on without saving.</source>
        <translation>Diski imejaa, kwa hiyo hakuna kinachoweza kuhifadhiwa katika %1. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</source>
        <translation>Folda %1 haiwezi kuandikiwa, kwa hiyo hakuna kinachohifadhiwa humo. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>Saving in %1 failed. Play goes on without saving.</source>
        <translation>Kuhifadhi katika %1 kumeshindikana. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>The folder %1, where your finished games are kept, cannot be opened: History cannot show them.</source>
        <translation>Folda %1, ambamo michezo yako iliyokamilika huhifadhiwa, haiwezi kufunguliwa: Historia haiwezi kuionyesha.</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened; it is left as it is.</source>
        <translation>Faili %1 haiwezi kufunguliwa; inaachwa kama ilivyo.</translation>
    </message>
    <message>
        <source>There is a problem with the file %1.</source>
        <translation>Kuna tatizo katika faili %1.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>Bottom player</source>
        <translation>Mchezaji wa chini</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Mshirika</translation>
    </message>
    <message>
        <source>Left player</source>
        <translation>Mchezaji wa kushoto</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Mchezaji wa juu</translation>
    </message>
    <message>
        <source>Right player</source>
        <translation>Mchezaji wa kulia</translation>
    </message>
    <message>
        <source>the empty table</source>
        <extracomment>Where a lead goes, named as an open end is: &quot;6-6 on the empty table&quot;.</extracomment>
        <translation>sehemu ya katikati ya meza</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>ncha ya kushoto</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>ncha ya kulia</translation>
    </message>
    <message>
        <source>the top end</source>
        <translation>ncha ya juu</translation>
    </message>
    <message>
        <source>the bottom end</source>
        <translation>ncha ya chini</translation>
    </message>
    <message>
        <source>the end at the top left</source>
        <translation>ncha ya juu kushoto</translation>
    </message>
    <message>
        <source>the end at the top</source>
        <translation>ncha ya juu</translation>
    </message>
    <message>
        <source>the end at the top right</source>
        <translation>ncha ya juu kulia</translation>
    </message>
    <message>
        <source>the end on the left</source>
        <translation>ncha ya kushoto</translation>
    </message>
    <message>
        <source>the end on the right</source>
        <translation>ncha ya kulia</translation>
    </message>
    <message>
        <source>the end at the bottom left</source>
        <translation>ncha ya chini kushoto</translation>
    </message>
    <message>
        <source>the end at the bottom</source>
        <translation>ncha ya chini</translation>
    </message>
    <message>
        <source>the end at the bottom right</source>
        <translation>ncha ya chini kulia</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Duru imekwisha.</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Bado si zamu yako.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>Kete hiyo haipo mkononi mwako.</translation>
    </message>
    <message>
        <source>That end is not open yet: both sides of the spinner must be covered first.</source>
        <translation>Ncha hiyo bado haijawa wazi: pande zote mbili za spina lazima zifunikwe kwanza.</translation>
    </message>
    <message>
        <source>That tile does not match the end: one of its halves must have the end&apos;s pips.</source>
        <translation>Kete hiyo hailingani na ncha: moja ya nusu zake lazima iwe na vitone vya ncha hiyo.</translation>
    </message>
    <message>
        <source>That tile fits no open end.</source>
        <translation>Kete hiyo haifai ncha yoyote iliyo wazi.</translation>
    </message>
    <message>
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>Kete ya kwanza ya duru huwekwa katikati ya meza.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>Chagua ncha ya kete hiyo.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>Una kete inayofaa: icheze; unaweza kuchukua kutoka akiba tu pale hakuna inayofaa.</translation>
    </message>
    <message>
        <source>The boneyard is empty: pass.</source>
        <translation>Akiba ni tupu: pita.</translation>
    </message>
    <message>
        <source>You may not pass while the boneyard has tiles: draw one.</source>
        <translation>Huwezi kupita wakati akiba ina kete: chukua moja.</translation>
    </message>
    <message>
        <source>A computer player has this seat.</source>
        <translation>Kiti hiki kina mchezaji wa kompyuta.</translation>
    </message>
    <message>
        <source>Wait until the last move has been shown.</source>
        <translation>Subiri hadi hatua ya mwisho ionyeshwe.</translation>
    </message>
    <message>
        <source>None of your tiles fits an open end: draw from the boneyard.</source>
        <translation>Hakuna kete yako inayofaa ncha iliyo wazi: chukua kutoka akiba.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>Hakuna kete yako inayofaa na akiba ni tupu: pita.</translation>
    </message>
    <message>
        <source>Drop the tile on a lit end.</source>
        <translation>Weka kete kwenye ncha inayong&apos;aa.</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>Mchezo umekwisha: anza mchezo mpya.</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played. Close the replay to go back to your game.</source>
        <translation>Huu ni mchezo wa marudio: hakuna kinachoweza kuchezwa. Funga marudio ili urudi kwenye mchezo wako.</translation>
    </message>
    <message>
        <source>There are no points to claim now.</source>
        <translation>Hakuna pointi za kudai sasa.</translation>
    </message>
    <message>
        <source>None of your tiles fits and only the reserve is left in the boneyard (its tiles are never drawn): pass.</source>
        <translation>Hakuna kete yako inayofaa na ni hifadhi tu iliyobaki kwenye akiba (kete zake hazichukuliwi kamwe): pita.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: pass.</source>
        <translation>Ni hifadhi tu iliyobaki kwenye akiba, na kete zake hazichukuliwi kamwe: pita.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play a tile that fits.</source>
        <translation>Ni hifadhi tu iliyobaki kwenye akiba, na kete zake hazichukuliwi kamwe: cheza kete inayofaa.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play a tile that fits.</source>
        <translation>Akiba ni tupu: cheza kete inayofaa.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play any tile to the centre of the table.</source>
        <translation>Ni hifadhi tu iliyobaki kwenye akiba, na kete zake hazichukuliwi kamwe: weka kete yoyote katikati ya meza.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play any tile to the centre of the table.</source>
        <translation>Akiba ni tupu: weka kete yoyote katikati ya meza.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may pass only when nothing fits and nothing is left to draw.</source>
        <translation>Una kete inayofaa: icheze; unaweza kupita tu pale hakuna inayofaa na hakuna cha kuchukua.</translation>
    </message>
    <message>
        <source>You cannot call Muggins on your own side.</source>
        <translation>Huwezi kuita Muggins dhidi ya upande wako.</translation>
    </message>
    <message>
        <source>These are your own points: claim them with C (or the Claim button).</source>
        <translation>Hizi ni pointi zako mwenyewe: zidai kwa C (au kitufe cha Dai).</translation>
    </message>
    <message>
        <source>Only the next player to act may call Muggins! on these points.</source>
        <translation>Ni mchezaji anayefuata kucheza pekee anayeweza kuita Muggins! juu ya pointi hizi.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points an opponent did not claim, and computer players always claim their own points.</source>
        <translation>Hakuna cha kuita: Muggins! huchukua pointi ambazo mpinzani hakudai, na wachezaji wa kompyuta hudai pointi zao kila wakati.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points the player before you did not claim, and none are waiting.</source>
        <translation>Hakuna cha kuita: Muggins! huchukua pointi ambazo mchezaji aliyekutangulia hakudai, na hakuna zinazosubiri.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Hatua hiyo hairuhusiwi.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves your opponent the fewest points.</source>
        <translation>Cheza %1 kwenye %2: haileti pointi sasa, lakini inamwachia mpinzani wako pointi chache zaidi.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves the next player the fewest points.</source>
        <translation>Cheza %1 kwenye %2: haileti pointi sasa, lakini inamwachia mchezaji anayefuata pointi chache zaidi.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.</source>
        <translation>Cheza %1 kwenye %2: haileti pointi sasa, lakini ukitazama zamu chache mbele ndiyo hatua bora.</translation>
    </message>
    <message>
        <source>Play %1 on %2: no play scores now; looking a few turns ahead this one is the best.</source>
        <translation>Cheza %1 kwenye %2: hakuna hatua inayoleta pointi sasa; ukitazama zamu chache mbele, hii ndiyo hatua bora.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your last tile, so it ends the hand.</source>
        <translation>Cheza %1 kwenye %2: ni kete yako ya mwisho, kwa hiyo inamaliza duru.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it reaches the target, so it wins the game.</source>
        <translation>Cheza %1 kwenye %2: inafikia lengo, kwa hiyo unashinda mchezo.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your only play.</source>
        <translation>Cheza %1 kwenye %2: ni hatua yako pekee.</translation>
    </message>
    <message>
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which.</source>
        <translation>Cheza %1 kwenye %2 au kwenye ncha nyingine inayong&apos;aa: ncha zilizo wazi zinakuwa sawa kwa njia zote mbili, kwa hiyo ndilo chaguo lako pekee.</translation>
    </message>
    <message>
        <source>(fives and threes)</source>
        <translation>(tano na tatu)</translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <extracomment>the count panel&apos;s tooltip; %1 is a sum such as &quot;5 + 6 + 4 = 15&quot; (the open ends&apos; pips)</extracomment>
        <translation>Ncha zilizo wazi: %1</translation>
    </message>
    <message>
        <source>Then claim its points with C, before the next player acts.</source>
        <translation>Kisha dai pointi zake kwa C, kabla mchezaji anayefuata hajacheza.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table.</source>
        <translation>Umechukua %1. Unaanza wewe: weka kete yoyote katikati ya meza.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table, or draw again.</source>
        <translation>Umechukua %1. Unaanza wewe: weka kete yoyote katikati ya meza, au uchukue tena.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: draw again, or play a tile that fits.</source>
        <translation>Umechukua %1. Hakuna hata moja inayofaa: chukua tena, au cheza kete inayofaa.</translation>
    </message>
    <message>
        <source>Spinner</source>
        <translation>Spina</translation>
    </message>
    <message>
        <source>Open end of the spinner: %1</source>
        <translation>Ncha iliyo wazi ya spina: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · kete %n</numerusform>
            <numerusform>%1 · kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores (to %1)</source>
        <translation>Alama (hadi %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next to play: you</source>
        <translation>Anayefuata kucheza: wewe</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Jumla %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Duru %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Duru imekwisha</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Zamu yako</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>The reserve: the last tiles of the boneyard, never drawn.</source>
        <translation>Hifadhi: kete za mwisho za akiba, hazichukuliwi kamwe.</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <extracomment>the label under the reserve&apos;s tiles in the boneyard plate; %1: how many there are</extracomment>
        <translation>hifadhi: %1</translation>
    </message>
    <message>
        <source>Boneyard: %1 to draw</source>
        <extracomment>the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn</extracomment>
        <translation>Akiba: %1 za kuchukua</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Akiba: %1</translation>
    </message>
    <message>
        <source>Press D or Enter to draw</source>
        <translation>Bonyeza D au Enter kuchukua kete</translation>
    </message>
    <message>
        <source>Click here to draw</source>
        <translation>Bofya hapa kuchukua kete</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Upande wako</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Wapinzani</translation>
    </message>
    <message>
        <source>Bottom and top</source>
        <translation>Chini na juu</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Kushoto na kulia</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>Umecheza %1.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>Umecheza %1 na kupata pointi %n.</numerusform>
            <numerusform>Umecheza %1 na kupata pointi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>%1: amechukua kete moja kutoka akiba, amecheza %2 na kupata %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1: amechukua kete %n kutoka akiba, amecheza %2 na kupata %3.</numerusform>
            <numerusform>%1: amechukua kete %n kutoka akiba, amecheza %2 na kupata %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>pointi %n</numerusform>
            <numerusform>pointi %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and played %2.</source>
        <translation>%1: amechukua kete moja kutoka akiba na kucheza %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1: amechukua kete %n kutoka akiba na kucheza %2.</numerusform>
            <numerusform>%1: amechukua kete %n kutoka akiba na kucheza %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1: amecheza %2 na kupata pointi %n.</numerusform>
            <numerusform>%1: amecheza %2 na kupata pointi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: amecheza %2.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Umechukua %1.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: amechukua kete kutoka akiba.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1: amechukua kete %n mfululizo kutoka akiba.</numerusform>
            <numerusform>%1: amechukua kete %n mfululizo kutoka akiba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1: amechukua kete %n kutoka akiba; bado hakuna kete ya kucheza, zamu inapita.</numerusform>
            <numerusform>%1: amechukua kete %n kutoka akiba; bado hakuna kete ya kucheza, zamu inapita.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and passed.</source>
        <translation>%1: amechukua kete moja kutoka akiba; bado hakuna kete ya kucheza, zamu inapita.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: hakuna kete ya kucheza, zamu inapita.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit either: draw again.</source>
        <translation>Umechukua %1; nayo haifai: chukua tena.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits either: draw again.</source>
        <translation>Umechukua %1; hakuna hata moja inayofaa: chukua tena.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit and nothing is left to draw: pass.</source>
        <translation>Umechukua %1; haifai na hakuna cha kuchukua: pita.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>Unaanza wewe: weka kete yoyote katikati ya meza.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: you may play it, or draw again.</source>
        <translation>Umechukua %1. Inafaa: unaweza kuicheza, au kuchukua tena.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: play it.</source>
        <translation>Umechukua %1. Inafaa: icheze.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits and nothing is left to draw: pass.</source>
        <translation>Umechukua %1; hakuna hata moja inayofaa na hakuna cha kuchukua: pita.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: play it.</source>
        <translation>Umechukua %1. Ya mwisho inafaa: icheze.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: you may play it, or draw again.</source>
        <translation>Umechukua %1. Ya mwisho inafaa: unaweza kuicheza, au kuchukua tena.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: play a tile that fits.</source>
        <translation>Umechukua %1. Hakuna hata moja inayofaa: cheza kete inayofaa.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: draw again, or play a tile that fits.</source>
        <translation>Umechukua %1. Haifai: chukua tena, au cheza kete inayofaa.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: play a tile that fits.</source>
        <translation>Umechukua %1. Haifai: cheza kete inayofaa.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>Pointi %n imehesabiwa: duru imekwisha.</numerusform>
            <numerusform>Pointi %n zimehesabiwa: duru imekwisha.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dokezo: %1</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end.</source>
        <translation>Zamu yako: chagua kete inayofaa ncha iliyo wazi.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>%1: Enter chooses it.</source>
        <translation>%1: bonyeza Enter kuichagua.</translation>
    </message>
    <message>
        <source>%1 fits no open end.</source>
        <translation>%1 haifai kwenye ncha yoyote iliyo wazi.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>Ncha iliyo wazi: %1</translation>
    </message>
    <message>
        <source>%1 fits more than one end: choose a lit end.</source>
        <translation>%1 inafaa zaidi ya ncha moja: chagua ncha inayong&apos;aa.</translation>
    </message>
    <message>
        <source>Play %1 on the lit end.</source>
        <translation>Cheza %1 kwenye ncha inayong&apos;aa.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table, or draw from the boneyard.</source>
        <translation>Unaanza wewe: weka kete yoyote katikati ya meza, au uchukue kutoka akiba.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end, or draw from the boneyard.</source>
        <translation>Zamu yako: chagua kete inayofaa ncha iliyo wazi, au uchukue kutoka akiba.</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 kwenye %2.</translation>
    </message>
    <message>
        <source>Drop %1 on a lit end.</source>
        <translation>Weka %1 kwenye ncha inayong&apos;aa.</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>Kete hiyo inafaa zaidi ya ncha moja: bofya ncha inayong&apos;aa unayotaka.</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>A seat&apos;s badge when its last turn was a pass (a word on the table, beside its hand).</extracomment>
        <translation>amepita</translation>
    </message>
    <message>
        <source>drew %1</source>
        <extracomment>A seat&apos;s badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.</extracomment>
        <translation>amechukua %1</translation>
    </message>
    <message>
        <source>Muggins! %1</source>
        <extracomment>A badge&apos;s &quot;Muggins!&quot; call on points another player did not claim: %1, the points taken, as +10.</extracomment>
        <translation>Muggins! %1</translation>
    </message>
    <message>
        <source>What this player did at its last turn (faint: before your own last play or pass).</source>
        <extracomment>The tooltip of a seat&apos;s badge (play-test pt54 #4: nothing on the table said what it was).</extracomment>
        <translation>Alichofanya mchezaji huyu katika zamu yake ya mwisho (hafifu: kabla ya kete yako ya mwisho au kupita kwako).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Meza</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, Enter or D draws and Enter or P passes. H asks for a hint.</source>
        <translation>Kete zako ziko chini. Mishale ya kushoto na kulia inahamisha kati yake, Enter inachagua moja, kushoto, kulia au Tab zinachagua ncha yake, Enter inaicheza, Escape inaghairi. Pale hakuna kete inayofaa, Enter au D inachukua kete na Enter au P inapita. H inaomba dokezo.</translation>
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
        <translation>Kete %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <extracomment>Tooltip of a domino lying face down (its pips are hidden).</extracomment>
        <translation>Kete iliyofunikwa</translation>
    </message>
</context>
</TS>
