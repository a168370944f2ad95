<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw_TZ">
<context>
    <name></name>
    <message>
        <source>StorageMessages</source>
        <comment>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</comment>
        <translation>Mipangilio yako haikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; mipangilio ya kawaida inatumika.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</comment>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando; mchezo mpya unaanza.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</comment>
        <translation>Takwimu zako hazikuweza kusomwa, na faili %1 haikuweza kuwekwa kando; zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>A game in your history could not be read, and the file %1 could not be moved aside.</comment>
        <translation>Mchezo mmoja katika historia yako haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The window layout could not be read, and the file %1 could not be moved aside.</comment>
        <translation>Mpangilio wa dirisha haukuweza kusomwa, na faili %1 haikuweza kuwekwa kando.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>Your settings could not be read; the file was kept as %1 and the default settings are used.</comment>
        <translation>Mipangilio yako haikuweza kusomwa; faili imehifadhiwa kama %1 na mipangilio ya kawaida inatumika.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The saved game could not be read; the file was kept as %1 and a new game starts.</comment>
        <translation>Mchezo uliohifadhiwa haukuweza kusomwa; faili imehifadhiwa kama %1 na mchezo mpya unaanza.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>Your statistics could not be read; the file was kept as %1 and they start again from zero.</comment>
        <translation>Takwimu zako hazikuweza kusomwa; faili imehifadhiwa kama %1 na zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>A game in your history could not be read; the file was kept as %1.</comment>
        <translation>Mchezo mmoja katika historia yako haukuweza kusomwa; faili imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The window layout could not be read; the file was kept as %1.</comment>
        <translation>Mpangilio wa dirisha haukuweza kusomwa; faili imehifadhiwa kama %1.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The disk is full, so nothing can be saved in %1. Play goes on without saving.</comment>
        <translation>Diski imejaa, kwa hiyo hakuna kinachoweza kuhifadhiwa katika %1. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</comment>
        <translation>Folda %1 haiwezi kuandikiwa, kwa hiyo hakuna kinachohifadhiwa humo. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>Saving in %1 failed. Play goes on without saving.</comment>
        <translation>Kuhifadhi katika %1 kumeshindikana. Mchezo unaendelea bila kuhifadhi.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>The file %1 cannot be opened; it is left as it is.</comment>
        <translation>Faili %1 haiwezi kufunguliwa; inaachwa kama ilivyo.</translation>
    </message>
    <message>
        <source>StorageMessages</source>
        <comment>There is a problem with the file %1.</comment>
        <translation>Kuna tatizo katika faili %1.</translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>Your side</source>
        <extracomment>Line colours of the sides in the chart (side 0 first).</extracomment>
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
        <translation>Zilizokadiriwa</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Upande</translation>
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
        <source>A scoring play reached the target of %1 points in the middle of hand %2.</source>
        <translation>Kete yenye pointi ilifikisha lengo la pointi %1 katikati ya duru %2.</translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score. &quot;This hand&quot; also counts the points scored during the hand.</source>
        <translation>Vitone vya kila mchezaji vinakadiriwa hadi kigawe cha 5 kilicho karibu na kutolewa kwenye alama za upande wake. &quot;Duru hii&quot; inahesabu pia pointi zilizopatikana wakati wa duru.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips. &quot;This hand&quot; also counts the points scored during the hand.</source>
        <translation>Upande uliomaliza (au, duru ikikwama, wenye vitone vichache zaidi) unachukua vitone vilivyokadiriwa vya wengine. &quot;Duru hii&quot; inahesabu pia pointi zilizopatikana wakati wa duru.</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fives</source>
        <extracomment>Animation speeds: name -&gt; (pause before a computer action in ms, animation length in ms).</extracomment>
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
        <source>&amp;About this deal…</source>
        <translation>&amp;Kuhusu mgao huu…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>M&amp;wonekano</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>&amp;Kuza kutosha dirisha</translation>
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
        <translation>Papo &amp;hapo</translation>
    </message>
    <message>
        <source>Draw &amp;automatically</source>
        <translation>Chukua &amp;kiotomatiki</translation>
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
        <source>Pass: no tile fits and the boneyard is empty (P)</source>
        <translation>Pita: hakuna kete inayotosha na akiba ni tupu (P)</translation>
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
        <translation>Mbegu ya mchezo huu</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Mbegu %1</translation>
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
        <translation>Mchezo huu uligawiwa kwa mbegu %1.</translation>
    </message>
    <message>
        <source>Play the same deals again with: allfives-qt --seed %1</source>
        <translation>Cheza migao hiyohiyo tena kwa: allfives-qt --seed %1</translation>
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
        <source>About All Fives</source>
        <translation>Kuhusu All Fives</translation>
    </message>
    <message>
        <source>All Fives %1
The dominoes point game: score the open ends in multiples of five.</source>
        <translation>All Fives %1
Mchezo wa pointi wa dhumna: pata pointi pale ncha zilizo wazi zinapojumlika kuwa kigawe cha tano.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
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
        <source>Seed (optional):</source>
        <translation>Mbegu (si lazima):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>mchezaji %n</numerusform>
            <numerusform>wachezaji %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>Wewe na aliye mbele yako dhidi ya wale wawili</translation>
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
        <source> points</source>
        <translation> pointi</translation>
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
        <source>At once when a side reaches the target</source>
        <translation>Papo hapo upande unapofikia lengo</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>Mwishoni mwa duru, alama za juu zaidi</translation>
    </message>
    <message>
        <source>random</source>
        <translation>kwa bahati</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Mbegu</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of All Fives</source>
        <extracomment>Folders searched for ``rules/rules_&lt;lang&gt;.html``, first found wins.</extracomment>
        <translation>Sheria za All Fives</translation>
    </message>
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
        <translation>Kugawa kete</translation>
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
        <translation>Mchezaji wa kwanza anaweka kete yoyote katikati ya meza. Baada ya hapo, kila mchezaji kwa zamu yake anaunganisha kete kwenye ncha iliyo wazi ya mstari: nusu zinazogusana lazima ziwe na idadi sawa ya vitone. Kama hakuna kete inayotosha, unachukua kutoka akiba hadi upate inayotosha na kuicheza; akiba ikiwa tupu, unapita.</translation>
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
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>Each language&apos;s name in that language (not translated, so a player can always find their own).</extracomment>
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
        <source>No animation</source>
        <translation>Bila uhuishaji</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
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
        <source>Draw automatically when no tile fits</source>
        <translation>Chukua kiotomatiki pale hakuna kete inayotosha</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Toa madokezo</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Michezo mipya</translation>
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
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>mchezaji %n</numerusform>
            <numerusform>wachezaji %n</numerusform>
        </translation>
    </message>
    <message>
        <source>With 4 players, play in two partnerships</source>
        <translation>Wakiwa wachezaji 4, cheza kama jozi mbili za washirika</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>Lengo la kawaida</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pointi</translation>
    </message>
    <message>
        <source>Computer player 1:</source>
        <translation>Mchezaji wa kompyuta 1:</translation>
    </message>
    <message>
        <source>Computer player 2:</source>
        <translation>Mchezaji wa kompyuta 2:</translation>
    </message>
    <message>
        <source>Computer player 3:</source>
        <translation>Mchezaji wa kompyuta 3:</translation>
    </message>
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
        <source>At once when a side reaches the target</source>
        <translation>Papo hapo upande unapofikia lengo</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>Mwishoni mwa duru, alama za juu zaidi</translation>
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
        <translation>Rudisha chaguo-msingi</translation>
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
        <source>%1 played, %2 won (%3%)</source>
        <translation>zilizochezwa %1, ulizoshinda %2 (%3%)</translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>pointi %n kwa %1</numerusform>
            <numerusform>pointi %n kwa %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 games (now %2)</source>
        <translation>michezo %1 (sasa %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>mchezaji %n</numerusform>
            <numerusform>wachezaji %n</numerusform>
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
        <translation>Kete bora moja:</translation>
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
        <source>Games played</source>
        <translation>Michezo iliyochezwa</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Michezo uliyoshinda</translation>
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
        <source>Games won by opponent level</source>
        <extracomment>Colours of the chart: games played, games won, the points line, the zero line.</extracomment>
        <translation>Michezo uliyoshinda kwa kiwango cha mpinzani</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Pointi kwa kila duru</translation>
    </message>
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
        <source>No hands played yet</source>
        <translation>Bado hakuna duru iliyochezwa</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>Chati ya michezo uliyoshinda kwa kiwango na pointi kwa kila duru</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <extracomment>Qt&apos;s translation function; lupdate finds the ``translate(&quot;TableScene&quot;, ...)`` calls below. Where the layout lies: the layout area of :mod:`table_layout` (880 x 440) placed in the scene. Centre line (y) of the shown seat&apos;s hand tray. Scale of face-down tiles in the other seats&apos; hands. Distance in scene units a pressed tile must move before it is dragged.</extracomment>
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
        <source>the centre of the table</source>
        <translation>katikati ya meza</translation>
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
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>Kete ya kwanza ya duru huwekwa katikati ya meza.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>Chagua ncha ya kete hiyo.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>Una kete inayotosha: icheze; unaweza kuchukua kutoka akiba tu pale hakuna inayotosha.</translation>
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
        <translation>Hakuna kete yako inayotosha ncha iliyo wazi: chukua kutoka akiba.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>Hakuna kete yako inayotosha na akiba ni tupu: pita.</translation>
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
        <source>That move is not allowed.</source>
        <translation>Hatua hiyo hairuhusiwi.</translation>
    </message>
    <message>
        <source>%1 · %n tile(s)</source>
        <translation>%1 · kete %n</translation>
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
        <source>Boneyard: %1</source>
        <translation>Akiba: %1</translation>
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
        <source>You played %1 and scored %2.</source>
        <translation>Umecheza %1 na kupata pointi %2.</translation>
    </message>
    <message>
        <source>%1 played %2 and scored %3.</source>
        <translation>%1: kete %2 imechezwa, pointi %3.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: kete %2 imechezwa.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Umechukua %1.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: amechukua kete kutoka akiba.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: hakuna kete ya kucheza, zamu inapita.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>Unaanza wewe: weka kete yoyote katikati ya meza.</translation>
    </message>
    <message>
        <source>Hint: play %1 on %2.</source>
        <translation>Dokezo: cheza %1 kwenye %2.</translation>
    </message>
    <message>
        <source>It scores %1 now.</source>
        <translation>Inaleta pointi %1 sasa hivi.</translation>
    </message>
    <message>
        <source>Expected over the next turns: %1 points.</source>
        <translation>Matarajio kwa zamu zijazo: pointi %1.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>Ncha iliyo wazi: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 kwenye %2</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>Kete hiyo inatosha zaidi ya ncha moja: bofya ncha inayong&apos;aa unayotaka.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Meza</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels, D draws.</source>
        <translation>Kete zako ziko chini. Mishale ya kushoto na kulia inahamisha kati yake, Enter inachagua moja, kushoto, kulia au Tab zinachagua ncha yake, Enter inaicheza, Escape inaghairi, D inachukua kete.</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>%1-%2</source>
        <extracomment>Room around the tile body for the highlight glow and the chosen tile&apos;s shadow, in scene units. Radius of the tile&apos;s rounded corners, in scene units. Pip positions of each value 0..6 inside a half, in units of the pip step, for a half of a horizontal tile (x along the tile&apos;s long side). All seven patterns look the same turned half a turn, as on real dominoes; the six is two rows of three along the tile&apos;s long side.</extracomment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Kete %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <translation>Kete iliyofunikwa</translation>
    </message>
</context>
</TS>
