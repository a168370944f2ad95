<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta_IN">
<context>
    <name>BarKeys</name>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to the replay.</source>
        <translation>%1 பொத்தான்: Enter அதை அழுத்தும்; இடது அல்லது வலது அம்பு மறுபார்வைக்குத் திரும்பும்.</translation>
    </message>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to your hand.</source>
        <translation>%1 பொத்தான்: Enter அதை அழுத்தும்; இடது அல்லது வலது அம்பு உங்கள் கைக்குத் திரும்பும்.</translation>
    </message>
</context>
<context>
    <name>ClaimButtons</name>
    <message>
        <source>Claim</source>
        <translation>கோரு</translation>
    </message>
    <message>
        <source>Claim the points of your last play (C)</source>
        <translation>உங்கள் கடைசி நகர்வின் மதிப்பெண்களைக் கோருங்கள் (C)</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>மக்கின்ஸ்!</translation>
    </message>
    <message>
        <source>Take the points an opponent did not claim (M)</source>
        <translation>எதிராளி கோராத மதிப்பெண்களை எடுங்கள் (M)</translation>
    </message>
    <message>
        <source>Time left to claim your points</source>
        <extracomment>the name a screen reader gives the bar on the Claim button that empties as time runs out</extracomment>
        <translation>உங்கள் மதிப்பெண்களைக் கோர மீதமுள்ள நேரம்</translation>
    </message>
    <message>
        <source>Too late: %1 called Muggins! and took those points.</source>
        <translation>தாமதம்: %1 மக்கின்ஸ்! என்று அழைத்து அந்த மதிப்பெண்களை எடுத்துக்கொண்டார்.</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>%n மதிப்பெண்: அடுத்தவர் ஆடும் முன் C (அல்லது கோரு பொத்தான்) மூலம் கோருங்கள்.</numerusform>
            <numerusform>%n மதிப்பெண்கள்: அடுத்தவர் ஆடும் முன் C (அல்லது கோரு பொத்தான்) மூலம் கோருங்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>நீங்கள் %n மதிப்பெண்ணைக் கோரினீர்கள்.</numerusform>
            <numerusform>நீங்கள் %n மதிப்பெண்களைக் கோரினீர்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 %n மதிப்பெண்ணைக் கோரினார்.</numerusform>
            <numerusform>%1 %n மதிப்பெண்களைக் கோரினார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>உங்கள் %n மதிப்பெண்ணை நேரத்தில் கோரவில்லை, யாரும் மக்கின்ஸ்! என்று அழைக்கவில்லை, எனவே அது இழக்கப்பட்டது.</numerusform>
            <numerusform>உங்கள் %n மதிப்பெண்களை நேரத்தில் கோரவில்லை, யாரும் மக்கின்ஸ்! என்று அழைக்கவில்லை, எனவே அவை இழக்கப்பட்டன.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%2 இன் %3 மீது நீங்கள் மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்ணை எடுத்தீர்கள்.</numerusform>
            <numerusform>%2 இன் %3 மீது நீங்கள் மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்களை எடுத்தீர்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>உங்கள் %3 மீது %1 மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்ணை எடுத்தார்.</numerusform>
            <numerusform>உங்கள் %3 மீது %1 மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்களை எடுத்தார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%2 இன் %3 மீது %1 மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்ணை எடுத்தார்.</numerusform>
            <numerusform>%2 இன் %3 மீது %1 மக்கின்ஸ்! என்று அழைத்து அதன் %n மதிப்பெண்களை எடுத்தார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>உங்கள் %1 இன் %n மதிப்பெண்ணை நேரத்தில் கோரவில்லை, யாரும் மக்கின்ஸ்! என்று அழைக்கவில்லை, எனவே அது இழக்கப்பட்டது.</numerusform>
            <numerusform>உங்கள் %1 இன் %n மதிப்பெண்களை நேரத்தில் கோரவில்லை, யாரும் மக்கின்ஸ்! என்று அழைக்கவில்லை, எனவே அவை இழக்கப்பட்டன.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>மக்கின்ஸ்! %2 கோராத %n மதிப்பெண்ணை நீங்கள் எடுக்கிறீர்கள்.</numerusform>
            <numerusform>மக்கின்ஸ்! %2 கோராத %n மதிப்பெண்களை நீங்கள் எடுக்கிறீர்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>மக்கின்ஸ்! நீங்கள் கோராத %n மதிப்பெண்ணை %1 எடுக்கிறார்.</numerusform>
            <numerusform>மக்கின்ஸ்! நீங்கள் கோராத %n மதிப்பெண்களை %1 எடுக்கிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>மக்கின்ஸ்! %2 கோராத %n மதிப்பெண்ணை %1 எடுக்கிறார்.</numerusform>
            <numerusform>மக்கின்ஸ்! %2 கோராத %n மதிப்பெண்களை %1 எடுக்கிறார்.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>கூட்டுத்தொகை %1 என்றால் %n மதிப்பெண் கிடைக்கும்.</numerusform>
            <numerusform>கூட்டுத்தொகை %1 என்றால் %n மதிப்பெண்கள் கிடைக்கும்.</numerusform>
        </translation>
    </message>
    <message>
        <source>A count of %1 scores nothing.</source>
        <translation>கூட்டுத்தொகை %1 என்றால் மதிப்பெண் எதுவும் இல்லை.</translation>
    </message>
</context>
<context>
    <name>EndPanels</name>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>அடுத்த சுற்று</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>புதிய ஆட்டத்தைத் தொடங்கு (Ctrl+N)</translation>
    </message>
    <message>
        <source>Deal the next hand (Enter)</source>
        <translation>அடுத்த சுற்றைப் பகிர் (Enter)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>முடிவுகள்</translation>
    </message>
    <message>
        <source>Show the end-of-hand panel again (T; a click on the table does too)</source>
        <translation>சுற்றின் முடிவுப் பலகத்தை மீண்டும் காட்டு (T; மேசையைச் சொடுக்கினாலும் காட்டும்)</translation>
    </message>
    <message>
        <source>The game is over. Start another with the New game button (Ctrl+N); click the table or press Enter to see the results again.</source>
        <translation>ஆட்டம் முடிந்தது. புதிய ஆட்டம் பொத்தானால் (Ctrl+N) இன்னொன்றைத் தொடங்குங்கள்; முடிவுகளை மீண்டும் பார்க்க மேசையைச் சொடுக்குங்கள் அல்லது Enter அழுத்துங்கள்.</translation>
    </message>
    <message>
        <source>The hand is over. Press Enter or the Next hand button to deal the next hand; click the table or press T to see the results again.</source>
        <translation>சுற்று முடிந்தது. அடுத்த சுற்றைப் பகிர Enter அல்லது அடுத்த சுற்று பொத்தானை அழுத்துங்கள்; முடிவுகளை மீண்டும் பார்க்க மேசையைச் சொடுக்குங்கள் அல்லது T அழுத்துங்கள்.</translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>நீங்களும் எதிரே இருப்பவரும் மற்ற இருவருக்கு எதிராக</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ஆட்டம்:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>ஆட்டக்காரர்கள்:</translation>
    </message>
    <message>
        <source>Partnerships:</source>
        <translation>கூட்டணிகள்:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>இலக்கு:</translation>
    </message>
    <message>
        <source>Tiles dealt:</source>
        <translation>பகிரப்படும் காய்கள்:</translation>
    </message>
    <message>
        <source>End of a hand:</source>
        <translation>சுற்றின் முடிவு:</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>வெற்றி:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>மதிப்பெண் முறை:</translation>
    </message>
    <message>
        <source>Spinner:</source>
        <translation>ஸ்பின்னர்:</translation>
    </message>
    <message>
        <source>Claiming points:</source>
        <translation>மதிப்பெண்களைக் கோருதல்:</translation>
    </message>
    <message>
        <source>Drawing:</source>
        <translation>காய் எடுத்தல்:</translation>
    </message>
    <message>
        <source>Boneyard:</source>
        <translation>குவியல்:</translation>
    </message>
    <message>
        <source>After a blocked hand:</source>
        <translation>முடங்கிய சுற்றுக்குப் பின்:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>கணினி ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>Left player:</source>
        <translation>இடப்பக்க ஆட்டக்காரர்:</translation>
    </message>
    <message>
        <source>Top player:</source>
        <translation>மேல்பக்க ஆட்டக்காரர்:</translation>
    </message>
    <message>
        <source>Right player:</source>
        <translation>வலப்பக்க ஆட்டக்காரர்:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>எதிராளி:</translation>
    </message>
    <message>
        <source>Partner (top):</source>
        <translation>கூட்டாளி (மேலே):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ஆட்டக்காரர்</numerusform>
            <numerusform>%n ஆட்டக்காரர்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Change any rule below to make a custom game.</source>
        <translation>தனிப்பயன் ஆட்டம் அமைக்க, கீழே உள்ள ஏதேனும் ஒரு விதியை மாற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Computer players always claim their own points: Muggins! can be called on points you leave unclaimed, not on theirs.</source>
        <translation>கணினி ஆட்டக்காரர்கள் தங்கள் மதிப்பெண்களை எப்போதும் கோருவார்கள்: நீங்கள் கோரத் தவறிய மதிப்பெண்களுக்கே மக்கின்ஸ்! அழைக்க முடியும், அவர்களுடையவற்றுக்கு அல்ல.</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>வழக்கமான இலக்கு</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>%n மதிப்பெண்</numerusform>
            <numerusform>%n மதிப்பெண்கள்</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>The game is over.</source>
        <translation>ஆட்டம் முடிந்தது.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>நீங்கள் ஆட்டத்தில் வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>உங்கள் அணி ஆட்டத்தில் வென்றது!</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <comment>a side of two players, as Opponents</comment>
        <translation>ஆட்டத்தில் வென்றவர்: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>ஆட்டத்தில் வென்றவர்: %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>ஆட்டத்தின் முடிவு</translation>
    </message>
    <message>
        <source>End of hand %1</source>
        <translation>சுற்று %1 முடிவு</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>உங்கள் காய்களை முடித்துவிட்டீர்கள்.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 தன் காய்களை முடித்தார்.</translation>
    </message>
    <message>
        <source>The hand is blocked: nobody can play.</source>
        <translation>சுற்று முடங்கியது: யாராலும் விளையாட முடியாது.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>மீதமுள்ள காய்கள்</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>புள்ளிகள்</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>5-இன் மடங்காக</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>அணி</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>சுற்றின்போது</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>சுற்றின் முடிவு</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>இந்தச் சுற்று</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>மதிப்பெண்</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>மேசையைக் காட்டு</translation>
    </message>
    <message>
        <source>Hide this panel to look at the table (T); the Results button under the table shows it again</source>
        <translation>மேசையைப் பார்க்க இந்தப் பலகத்தை மறை (T); மேசைக்குக் கீழே உள்ள முடிவுகள் பொத்தான் இதை மீண்டும் காட்டும்</translation>
    </message>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>இந்தச் சுற்றின் முடிவில் ஒரு தரப்பு %n மதிப்பெண் இலக்கை எட்டியது, எனவே ஆட்டம் முடிந்தது: அதிக மதிப்பெண் பெற்ற தரப்பே வெல்லும்.</numerusform>
            <numerusform>இந்தச் சுற்றின் முடிவில் ஒரு தரப்பு %n மதிப்பெண் இலக்கை எட்டியது, எனவே ஆட்டம் முடிந்தது: அதிக மதிப்பெண் பெற்ற தரப்பே வெல்லும்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score.</source>
        <translation>ஒவ்வொருவரின் புள்ளிகளும் 5-இன் மிக அருகிலுள்ள மடங்குக்கு முழுமையாக்கப்பட்டு அவரது தரப்பின் மதிப்பெண்ணிலிருந்து கழிக்கப்படும்.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips; a tie: nobody) scores 1 point. No pips are taken away.</source>
        <translation>காய்களை முடித்த தரப்பு (அல்லது, சுற்று முடங்கினால், மிகக் குறைந்த புள்ளிகள் உள்ள தரப்பு; சமமானால்: யாருமில்லை) 1 மதிப்பெண் பெறும். புள்ளிகள் எதுவும் கழிக்கப்படாது.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips.</source>
        <translation>காய்களை முடித்த தரப்பு (அல்லது, சுற்று முடங்கினால், மிகக் குறைந்த புள்ளிகள் உள்ள தரப்பு) மற்றவர்களின் முழுமையாக்கப்பட்ட புள்ளிகளைப் பெறும்.</translation>
    </message>
    <message>
        <source>Fewest pips: a tie, so no side collects or scores.</source>
        <translation>மிகக் குறைந்த புள்ளிகள்: சமம், எனவே எந்தத் தரப்பும் எதையும் பெறாது.</translation>
    </message>
    <message>
        <source>Fewest pips: %1.</source>
        <translation>மிகக் குறைந்த புள்ளிகள்: %1.</translation>
    </message>
    <message>
        <source>&quot;Plays&quot; are the points scored during the hand; &quot;This hand&quot; adds up both.</source>
        <translation>&quot;சுற்றின்போது&quot; என்பது சுற்றின் போது பெற்ற மதிப்பெண்கள்; &quot;இந்தச் சுற்று&quot; இரண்டையும் கூட்டுகிறது.</translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>மதிப்பெண் தரும் ஒரு நகர்வு சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டியது.</numerusform>
            <numerusform>மதிப்பெண் தரும் ஒரு நகர்வு சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டியது.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>நீங்கள் மக்கின்ஸ்! என்று அழைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினீர்கள்.</numerusform>
            <numerusform>நீங்கள் மக்கின்ஸ்! என்று அழைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினீர்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 மக்கின்ஸ்! என்று அழைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினார்.</numerusform>
            <numerusform>%1 மக்கின்ஸ்! என்று அழைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>நீங்கள் %3-ஐ %4 மதிப்பெண்ணுக்கு வைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினீர்கள்.</numerusform>
            <numerusform>நீங்கள் %3-ஐ %4 மதிப்பெண்ணுக்கு வைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினீர்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 %3-ஐ %4 மதிப்பெண்ணுக்கு வைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினார்.</numerusform>
            <numerusform>%1 %3-ஐ %4 மதிப்பெண்ணுக்கு வைத்து, சுற்று %2-இல் %n மதிப்பெண் இலக்கை எட்டினார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the scores after each hand</source>
        <translation>ஒவ்வொரு சுற்றுக்கும் பிறகான மதிப்பெண் வரைபடம்</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>அடுத்த சுற்று</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>ஆட்டத்தை மதிப்பாய்வு செய்</translation>
    </message>
    <message>
        <source>See how your plays compare with the best moves, hand by hand (R)</source>
        <translation>உங்கள் நகர்வுகளைச் சிறந்த நகர்வுகளுடன் சுற்று வாரியாக ஒப்பிடுங்கள் (R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>See how your plays in this hand compare with the best moves (R)</source>
        <translation>இந்தச் சுற்றில் உங்கள் நகர்வுகளைச் சிறந்த நகர்வுகளுடன் ஒப்பிடுங்கள் (R)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண் தரும், இப்போது பெறக்கூடிய அதிகபட்சம் இதுவே.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண்கள் தரும், இப்போது பெறக்கூடிய அதிகபட்சம் இதுவே.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண் தரும், உங்கள் எதிராளிக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண்கள் தரும், உங்கள் எதிராளிக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண் தரும், அடுத்த ஆட்டக்காரருக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண்கள் தரும், அடுத்த ஆட்டக்காரருக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இதுவே உங்களுக்கு உள்ள ஒரே நகர்வு, இது %n மதிப்பெண் தரும்.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இதுவே உங்களுக்கு உள்ள ஒரே நகர்வு, இது %n மதிப்பெண்கள் தரும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2, அல்லது ஒளிரும் வேறொரு முனை): எப்படி வைத்தாலும் திறந்த முனைகள் ஒன்றாகவே இருக்கும், எனவே இதுவே உங்களுக்கு உள்ள ஒரே தேர்வு, இது %n மதிப்பெண் தரும்.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2, அல்லது ஒளிரும் வேறொரு முனை): எப்படி வைத்தாலும் திறந்த முனைகள் ஒன்றாகவே இருக்கும், எனவே இதுவே உங்களுக்கு உள்ள ஒரே தேர்வு, இது %n மதிப்பெண்கள் தரும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண் தரும்; உங்கள் கடைசிக் காய் என்பதால் இது சுற்றை முடிக்கும்.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண்கள் தரும்; உங்கள் கடைசிக் காய் என்பதால் இது சுற்றை முடிக்கும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண் தரும்; சில முறைகள் முன்னோக்கிப் பார்த்தால் இதுவே சிறந்த நகர்வு.</numerusform>
            <numerusform>%1 காயை வையுங்கள் (%2): இது %n மதிப்பெண்கள் தரும்; சில முறைகள் முன்னோக்கிப் பார்த்தால் இதுவே சிறந்த நகர்வு.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 வைத்திருப்பது %n காய் மட்டுமே, அதனால் சுற்று விரைவில் முடியலாம்; அப்போது கையில் மீதமுள்ள புள்ளிகள் எண்ணப்படும். இந்த நகர்வு நீக்குவது: %1; உங்கள் மிக லேசான நகர்வு நீக்குவது: %2 மட்டுமே.</numerusform>
            <numerusform>%3 வைத்திருப்பது %n காய்கள் மட்டுமே, அதனால் சுற்று விரைவில் முடியலாம்; அப்போது கையில் மீதமுள்ள புள்ளிகள் எண்ணப்படும். இந்த நகர்வு நீக்குவது: %1; உங்கள் மிக லேசான நகர்வு நீக்குவது: %2 மட்டுமே.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n புள்ளி</numerusform>
            <numerusform>%n புள்ளிகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>%1 காயை (%2) வைத்தால் இப்போது %n மதிப்பெண் கிடைக்கும், ஆனால் சுற்றின் மீதிப் பகுதியில் அதன் மதிப்பு குறைவு.</numerusform>
            <numerusform>%1 காயை (%2) வைத்தால் இப்போது %n மதிப்பெண்கள் கிடைக்கும், ஆனால் சுற்றின் மீதிப் பகுதியில் அதன் மதிப்பு குறைவு.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>%1 இப்போது %n மதிப்பெண் தரக்கூடும்: Enter அதைத் தேர்ந்தெடுக்கும்.</numerusform>
            <numerusform>%1 இப்போது %n மதிப்பெண்கள் தரக்கூடும்: Enter அதைத் தேர்ந்தெடுக்கும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>%1 காய் (%2) இப்போது %n மதிப்பெண் தரும்.</numerusform>
            <numerusform>%1 காய் (%2) இப்போது %n மதிப்பெண்கள் தரும்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is just as good.</source>
        <translation>%1 காயை (%2) வைப்பதும் அதே அளவு நல்ல நகர்வு.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>%1 காயை (%2) வைப்பதும் வேறு %n நகர்வும் அதே அளவு நல்லவை.</numerusform>
            <numerusform>%1 காயை (%2) வைப்பதும் வேறு %n நகர்வுகளும் அதே அளவு நல்லவை.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Abandoned</source>
        <translation>கைவிடப்பட்டது</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>வெற்றி</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>தோல்வி</translation>
    </message>
    <message>
        <source>(Undo used)</source>
        <translation>(செயல்நீக்கம் பயன்படுத்தப்பட்டது)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (%n சுற்றில் %2)</numerusform>
            <numerusform>%1 (%n சுற்றுகளில் %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>hand %1, play %2: cost %3</source>
        <translation>சுற்று %1, நகர்வு %2: இழப்பு %3</translation>
    </message>
    <message>
        <source>its review could not be read</source>
        <translation>இதன் மதிப்பாய்வைப் படிக்க முடியவில்லை</translation>
    </message>
    <message>
        <source>History</source>
        <translation>வரலாறு</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>நடந்துகொண்டிருக்கிறது</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>இப்போது</translation>
    </message>
    <message>
        <source>No game has been kept yet: games appear here once finished or left, and the game you are playing once one of its hands is over.</source>
        <translation>இன்னும் எந்த ஆட்டமும் சேமிக்கப்படவில்லை: முடிந்த அல்லது கைவிடப்பட்ட ஆட்டங்கள் இங்கே தோன்றும்; நீங்கள் இப்போது ஆடும் ஆட்டம் அதன் ஒரு சுற்று முடிந்ததும் தோன்றும்.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>தேதி</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>கணினி ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>முடிவு</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>துல்லியம்</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>மதிப்பெண்கள்</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>மிகப்பெரிய தவறு</translation>
    </message>
    <message>
        <source>The share of your reviewed plays that gave away less than one point, and, when only some of the game&apos;s hands were reviewed, how many of them were</source>
        <translation>ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்த உங்கள் மதிப்பாய்வு செய்யப்பட்ட நகர்வுகளின் பங்கு; ஆட்டத்தின் சில சுற்றுகள் மட்டுமே மதிப்பாய்வு செய்யப்பட்டிருந்தால், அவற்றில் எத்தனை மதிப்பாய்வு செய்யப்பட்டன என்பதும்</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>மறுவிளையாட்டில் காட்டு</translation>
    </message>
    <message>
        <source>Show biggest mistake</source>
        <translation>மிகப்பெரிய தவறைக் காட்டு</translation>
    </message>
    <message>
        <source>Open the selected game in the replay at the play that gave away the most points, with the better move</source>
        <translation>தேர்ந்த ஆட்டத்தை அதிக மதிப்பெண்களை இழந்த நகர்வில் மறுபார்வையில் திற, சிறந்த நகர்வுடன்</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>மதிப்பாய்வு செய்த உங்கள் ஆட்டங்களின் துல்லியம், பழையது முதலில்</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>மொழி (&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>கணினியின் மொழி</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fives</source>
        <translation>ஆல் ஃபைவ்ஸ்</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ஆட்டம் (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>புதிய ஆட்டம் (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>செயல்நீக்கு (&amp;U)</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>அடுத்த சுற்று (&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Review your plays</source>
        <translation>உங்கள் நகர்வுகளை மதிப்பாய்வு செய் (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Draw a tile</source>
        <translation>காய் எடு (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>தவிர் (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>குறிப்பு (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Claim points</source>
        <translation>மதிப்பெண்களைக் கோரு (&amp;C)</translation>
    </message>
    <message>
        <source>Call &amp;Muggins!</source>
        <translation>மக்கின்ஸ்! (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;About this deal…</source>
        <translation>இந்தப் பகிர்வு பற்றி (&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>பதிவைச் சேமி (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>பதிவைத் திற (&amp;O)…</translation>
    </message>
    <message>
        <source>P&amp;lay on from a record…</source>
        <translation>பதிவிலிருந்து தொடர்ந்து ஆடு (&amp;L)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>அமைப்புகள் (&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>வெளியேறு (&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>பெரிதாக்கு (&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>சிறிதாக்கு (&amp;O)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>முழுத் திரை (&amp;U)</translation>
    </message>
    <message>
        <source>Dra&amp;w and pass automatically</source>
        <translation>தானாக எடு, தவிர் (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>ஒலி (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Small tiles</source>
        <translation>சிறிய காய்கள் (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal tiles</source>
        <translation>இயல்பான காய்கள் (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Large tiles</source>
        <translation>பெரிய காய்கள் (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>காட்சி (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>பொருந்தும்படி காட்டு (&amp;Z)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>அசைவூட்ட வேகம் (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>மெதுவாக (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>இயல்பு (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>வேகமாக (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>உடனடி (&amp;I)</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>வரலாறு (&amp;Y)…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>புள்ளிவிவரங்கள் (&amp;I)…</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>குறிப்புகளைக் காட்டு (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Tile size</source>
        <translation>காய்களின் அளவு (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>உதவி (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>விதிகள் (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About All Fives</source>
        <translation>ஆல் ஃபைவ்ஸ் பற்றி (&amp;A)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>எடு</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>குவியலிலிருந்து ஒரு காய் எடு (D)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>தவிர்</translation>
    </message>
    <message>
        <source>Pass: no tile fits and nothing is left to draw (P)</source>
        <translation>தவிர்: எந்தக் காயும் பொருந்தவில்லை, எடுக்கவும் எதுவும் இல்லை (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>குறிப்பு</translation>
    </message>
    <message>
        <source>Ask the expert player what to play (H)</source>
        <translation>எதை விளையாடுவது என்று நிபுணர் ஆட்டக்காரரிடம் கேள் (H)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>மதிப்பெண்கள்</translation>
    </message>
    <message>
        <source>Seed of this game</source>
        <translation>இந்த ஆட்டத்தின் பகிர்வு எண்</translation>
    </message>
    <message>
        <source>The saved game did not say how well its computer players played: Medium players play on for them.</source>
        <translation>சேமித்த ஆட்டம் அதன் கணினி ஆட்டக்காரர்கள் எந்த நிலையில் ஆடினார்கள் என்று சொல்லவில்லை: அவர்களுக்குப் பதிலாக நடுத்தரம் நிலை ஆட்டக்காரர்கள் தொடர்ந்து ஆடுகிறார்கள்.</translation>
    </message>
    <message>
        <source>Resume goes on with that game; New game deals seed %1, as the command line asked.</source>
        <translation>தொடர் அந்த ஆட்டத்தையே தொடரும்; புதிய ஆட்டம், கட்டளை வரி கேட்டபடி, பகிர்வு எண் %1 கொண்டு பகிரும்.</translation>
    </message>
    <message>
        <source>That game was dealt from seed %1, as the command line asked: Resume goes on with it; New game deals it again from its first hand.</source>
        <translation>அந்த ஆட்டம், கட்டளை வரி கேட்டபடி, பகிர்வு எண் %1 கொண்டு பகிரப்பட்டது: தொடர் அதையே தொடரும்; புதிய ஆட்டம் அதை முதல் சுற்றிலிருந்து மீண்டும் பகிரும்.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>ஆட்டத்தைத் தொடர்</translation>
    </message>
    <message>
        <source>You have a game that is not finished. Resume it where you left it?</source>
        <translation>முடிக்காத ஓர் ஆட்டம் உங்களிடம் உள்ளது. விட்ட இடத்திலிருந்து தொடரவா?</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since your opponent, once stuck, must pass instead of drawing.</source>
        <translation>குறிப்பு: வைப்பதற்கு முன் குவியலிலிருந்து எடுங்கள் (D): இங்கே எடுக்கக்கூடிய எல்லாக் காய்களையும் எடுப்பது பயன் தரும், ஏனெனில் உங்கள் எதிராளி சிக்கிக்கொண்டால் எடுக்காமல் முறையைத் தவிர்க்க வேண்டும்.</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since the tiles you hold cost nothing at the end of the hand.</source>
        <translation>குறிப்பு: வைப்பதற்கு முன் குவியலிலிருந்து எடுங்கள் (D): இங்கே எடுக்கக்கூடிய எல்லாக் காய்களையும் எடுப்பது பயன் தரும், ஏனெனில் சுற்றின் முடிவில் உங்கள் கையிலுள்ள காய்களுக்கு இழப்பு இல்லை.</translation>
    </message>
    <message>
        <source>Hand %1, scores: %2.</source>
        <translation>சுற்று %1, மதிப்பெண்கள்: %2.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>தொடர்</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>நீங்கள் விட்ட இடத்திலிருந்து உங்கள் ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>This is the demo: the games played here are not saved. Start All Fives without --demo to keep your games.</source>
        <translation>இது செயல்விளக்கம்: இங்கு ஆடும் ஆட்டங்கள் சேமிக்கப்படாது. உங்கள் ஆட்டங்களைச் சேமிக்க --demo இல்லாமல் All Fives-ஐத் தொடங்குங்கள்.</translation>
    </message>
    <message>
        <source>Your last play and every move after it were taken back. It is your turn again.</source>
        <translation>உங்கள் கடைசி நகர்வும் அதன் பின் நடந்த எல்லா நகர்வுகளும் திரும்பப் பெறப்பட்டன. மீண்டும் உங்கள் முறை.</translation>
    </message>
    <message>
        <source>Hints are off. To turn them on: View › Offer hints (or Game › Settings).</source>
        <translation>குறிப்புகள் அணைக்கப்பட்டுள்ளன. இயக்க: காட்சி › குறிப்புகளைக் காட்டு (அல்லது ஆட்டம் › அமைப்புகள்).</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>நடக்கும் ஆட்டத்தை விட்டுவிட்டுப் புதியதைத் தொடங்கவா?</translation>
    </message>
    <message>
        <source>The game you leave is kept in your history and counted in your statistics as abandoned.</source>
        <translation>நீங்கள் விடும் ஆட்டம் உங்கள் வரலாற்றில் சேமிக்கப்பட்டு, புள்ளிவிவரங்களில் கைவிடப்பட்டதாகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>Your files cannot be written now, so the game you leave cannot be kept in your history; Game › Save record can keep it in another folder first.</source>
        <translation>உங்கள் கோப்புகளை இப்போது எழுத முடியாது, எனவே நீங்கள் விட்டுவிடும் ஆட்டத்தை உங்கள் வரலாற்றில் வைக்க முடியாது; ஆட்டம் › பதிவைச் சேமி அதை முதலில் வேறொரு கோப்புறையில் வைக்கலாம்.</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>விட்டுவிடு</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>தொடர்ந்து ஆடு</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>பகிர்வு எண் %1</translation>
    </message>
    <message>
        <source>A replay cannot be undone: close it (Escape) to go back to your game.</source>
        <translation>மறுபார்வையில் செயல்நீக்க முடியாது: உங்கள் ஆட்டத்துக்குத் திரும்ப அதை மூடவும் (Escape).</translation>
    </message>
    <message>
        <source>This hand is over, so its plays can no longer be taken back.</source>
        <translation>இந்தச் சுற்று முடிந்துவிட்டது, எனவே அதன் நகர்வுகளை இனி திரும்பப் பெற முடியாது.</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>செயல்நீக்கம் அமைப்புகளில் அணைக்கப்பட்டுள்ளது.</translation>
    </message>
    <message>
        <source>There is no play of yours in this hand to take back.</source>
        <translation>இந்தச் சுற்றில் திரும்பப் பெற உங்கள் நகர்வு எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits an open end, so draw from the boneyard (D).</source>
        <translation>குறிப்பு: உங்கள் காய்கள் எதுவும் திறந்த முனைக்குப் பொருந்தவில்லை, எனவே குவியலிலிருந்து எடுங்கள் (D).</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits and nothing is left to draw, so pass (P).</source>
        <translation>குறிப்பு: உங்கள் காய்கள் எதுவும் பொருந்தவில்லை, எடுக்கவும் எதுவும் இல்லை, எனவே தவிர் (P).</translation>
    </message>
    <message>
        <source>A hint will come at your turn.</source>
        <translation>உங்கள் முறை வரும்போது குறிப்பு வரும்.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn to play a tile.</source>
        <translation>நீங்கள் காய் வைக்க வேண்டிய முறையின்போது குறிப்பு தரப்படும்.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>குறிப்பைத் தேடுகிறது…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>This game was dealt from seed %1.</source>
        <translation>இந்த ஆட்டம் பகிர்வு எண் %1 கொண்டு பகிரப்பட்டது.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ஆட்டக்காரர்</numerusform>
            <numerusform>%n ஆட்டக்காரர்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>இலக்கு %1</translation>
    </message>
    <message>
        <source>hand %1 of this game</source>
        <translation>இந்த ஆட்டத்தின் சுற்று %1</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>இந்தப் பகிர்வு பற்றி</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>கணினி ஆட்டக்காரர்கள்: %1</translation>
    </message>
    <message>
        <source>To play the same deals again, choose seed %1 and the same players and rules in the New game dialog (the seed alone does not set them). This command opens it with the seed:
allfives-qt --seed %1</source>
        <translation>அதே பகிர்வுகளை மீண்டும் விளையாட, புதிய ஆட்டம் சாளரத்தில் எண் %1-ஐயும் அதே ஆட்டக்காரர்களையும் அதே விதிகளையும் தேர்ந்தெடுங்கள் (எண் மட்டும் அவற்றை அமைக்காது). இந்தக் கட்டளை அந்த எண்ணுடன் அதைத் திறக்கும்:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>Seed %1 does not deal all of this game&apos;s hands: those it does not deal are its record&apos;s own.</source>
        <translation>பகிர்வு எண் %1 இந்த ஆட்டத்தின் எல்லாக் கைகளையும் பகிர்வதில்லை: அது பகிராதவை அதன் பதிவிலேயே உள்ளவை.</translation>
    </message>
    <message>
        <source>This game&apos;s record gives no seed: its deals are the record&apos;s own, and no seed deals them again.</source>
        <translation>இந்த ஆட்டத்தின் பதிவு பகிர்வு எண் எதையும் தரவில்லை: அதன் பகிர்வுகள் பதிவிலேயே உள்ளவை, எந்தப் பகிர்வு எண்ணும் அவற்றை மீண்டும் பகிராது.</translation>
    </message>
    <message>
        <source>No: each player scores alone</source>
        <translation>இல்லை: ஒவ்வொருவரும் தனித்தனியாகப் புள்ளிகள் பெறுவார்</translation>
    </message>
    <message>
        <source>Every other rule as in %1.</source>
        <translation>மற்ற விதிகள் அனைத்தும் %1 போலவே.</translation>
    </message>
    <message>
        <source>All Fives %1</source>
        <translation>ஆல் ஃபைவ்ஸ் %1</translation>
    </message>
    <message>
        <source>A dominoes game for one person against computer players: score points whenever the open ends of the layout add up to a multiple of five.</source>
        <translation>கணினி ஆட்டக்காரர்களுக்கு எதிராக ஒருவர் விளையாடும் டோமினோ விளையாட்டு: வரிசையின் திறந்த முனைகளின் கூட்டுத்தொகை ஐந்தின் மடங்காகும் ஒவ்வொரு முறையும் மதிப்பெண்கள் பெறுங்கள்.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>உரிமம்: GNU General Public License, பதிப்பு 3 அல்லது அதற்குப் பிந்தையது (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This deal: seed %1. With the same players and rules, this command deals it again:
allfives-qt --seed %1</source>
        <translation>இந்தப் பகிர்வு: எண் %1. அதே ஆட்டக்காரர்களும் விதிகளும் இருந்தால், இந்தக் கட்டளை இதை மீண்டும் பகிரும்:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>About All Fives</source>
        <translation>ஆட்டத்தைப் பற்றி</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>மறுபார்வை</translation>
    </message>
    <message>
        <source>This game holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>இந்த ஆட்டத்தில் நீங்கள் இப்போது ஆடும் சுற்று உள்ளது, அது இன்னும் முடியவில்லை: அந்தச் சுற்று முடிந்த பின் அதைக் காட்டலாம்.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>பகிர்வு எண் (விருப்பத்தேர்வு):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>சீரற்றது</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>பகிர்வு எண்</translation>
    </message>
    <message>
        <source>A seed is a whole number from %1 to %2. Leave it empty for a random one.</source>
        <translation>பகிர்வு எண் என்பது %1 முதல் %2 வரையிலான ஒரு முழு எண். தற்செயலான எண்ணுக்கு இதைக் காலியாக விடுங்கள்.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>தொடங்கு</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்து செய்</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>வழக்கம்போல் தொடங்கு</translation>
    </message>
    <message>
        <source>Start a game with your usual choices (Game › Settings…)</source>
        <translation>உங்கள் வழக்கமான தேர்வுகளுடன் ஆட்டத்தைத் தொடங்கு (ஆட்டம் › அமைப்புகள்…)</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>இந்தச் செய்தியை மறை</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>கடினம்</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>நிபுணர்</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>சீரற்றது</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>பேராசை</translation>
    </message>
    <message>
        <source>Standard (9 each for 2 players, 7 for 3, 5 for 4)</source>
        <translation>வழக்கமானது (2 பேருக்கு ஒவ்வொருவருக்கும் 9, 3 பேருக்கு 7, 4 பேருக்கு 5)</translation>
    </message>
    <message>
        <source>Five each</source>
        <translation>ஒவ்வொருவருக்கும் ஐந்து</translation>
    </message>
    <message>
        <source>Seven each for 2 players, five for 3 or 4</source>
        <translation>2 பேருக்கு ஒவ்வொருவருக்கும் ஏழு, 3 அல்லது 4 பேருக்கு ஐந்து</translation>
    </message>
    <message>
        <source>Each player loses the pips left in hand</source>
        <translation>ஒவ்வொருவரும் கையில் மீதமுள்ள புள்ளிகளை இழப்பார்</translation>
    </message>
    <message>
        <source>The side that goes out collects the others&apos; pips</source>
        <translation>காய்களை முடிக்கும் தரப்பு மற்றவர்களின் புள்ளிகளைப் பெறும்</translation>
    </message>
    <message>
        <source>One point to the side that goes out (or has the fewest pips)</source>
        <translation>முடித்த பக்கத்துக்கு (அல்லது குறைந்த புள்ளிகள் கொண்டதற்கு) ஒரு மதிப்பெண்</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>ஆல் ஃபைவ்ஸ்</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>மக்கின்ஸ்</translation>
    </message>
    <message>
        <source>Fives and Threes</source>
        <translation>ஐந்துகளும் மூன்றுகளும்</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>தனிப்பயன்</translation>
    </message>
    <message>
        <source>Multiples of 5 score their count</source>
        <translation>5-இன் மடங்குகள் அவற்றின் கூட்டுத்தொகையைப் பெறும்</translation>
    </message>
    <message>
        <source>Fives and threes: count / 5 plus count / 3</source>
        <translation>ஐந்துகளும் மூன்றுகளும்: கூட்டுத்தொகை / 5 கூட்டல் கூட்டுத்தொகை / 3</translation>
    </message>
    <message>
        <source>The first double is the spinner</source>
        <translation>முதல் இரட்டையே ஸ்பின்னர்</translation>
    </message>
    <message>
        <source>No spinner: one line</source>
        <translation>ஸ்பின்னர் இல்லை: ஒரே வரிசை</translation>
    </message>
    <message>
        <source>Points are scored at once</source>
        <translation>மதிப்பெண்கள் உடனே சேரும்</translation>
    </message>
    <message>
        <source>Claim your points, or an opponent calls Muggins</source>
        <translation>உங்கள் மதிப்பெண்களைக் கோருங்கள், இல்லையெனில் எதிராளி மக்கின்ஸ் என்பார்</translation>
    </message>
    <message>
        <source>Only when no tile fits</source>
        <translation>எந்தக் காயும் பொருந்தாதபோது மட்டும்</translation>
    </message>
    <message>
        <source>At will, before playing</source>
        <translation>விரும்பினால், ஆடும் முன்</translation>
    </message>
    <message>
        <source>Every tile may be drawn</source>
        <translation>எந்தக் காயையும் எடுக்கலாம்</translation>
    </message>
    <message>
        <source>The last two tiles are never drawn</source>
        <translation>கடைசி இரண்டு காய்கள் எப்போதும் எடுக்கப்படாது</translation>
    </message>
    <message>
        <source>A player chosen at random</source>
        <translation>தற்செயலாகத் தேர்ந்த ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>The player with the fewest pips</source>
        <translation>மிகக் குறைந்த புள்ளிகள் கொண்ட ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>The same player again</source>
        <translation>அதே ஆட்டக்காரர் மீண்டும்</translation>
    </message>
    <message>
        <source>At once when a side reaches the target</source>
        <translation>ஒரு தரப்பு இலக்கை அடைந்தவுடனே</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>சுற்றின் முடிவில், அதிக மதிப்பெண்</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Game records (*.json)</source>
        <extracomment>Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads &quot;(*.json)&quot;.</extracomment>
        <translation>ஆட்டப் பதிவுகள் (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>எல்லாக் கோப்புகளும் (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>இதில் தேடு:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>கோப்பின் பெயர்:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>கோப்பு வகை:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>சேமி</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>திற</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்து செய்</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>சேமிக்க இன்னும் ஆட்டம் எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>ஆட்டப் பதிவைச் சேமி</translation>
    </message>
    <message>
        <source>Game record saved as %1.</source>
        <translation>ஆட்டப் பதிவு %1 எனச் சேமிக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>வட்டு நிரம்பிவிட்டது.</translation>
    </message>
    <message>
        <source>That folder cannot be written to (it is read-only, or not yours).</source>
        <translation>அந்தக் கோப்புறையில் எழுத முடியாது (அது படிக்க மட்டுமானது, அல்லது உங்களுடையது அல்ல).</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>கணினி சொல்வது: %1</translation>
    </message>
    <message>
        <source>The game record could not be saved as %1.</source>
        <translation>ஆட்டப் பதிவை %1 எனச் சேமிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>ஆட்டப் பதிவைத் திற</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>ஆட்டப் பதிவு படிக்கப்படுகிறது…</translation>
    </message>
    <message>
        <source>The file cannot be read (the system says: %1).</source>
        <translation>கோப்பைப் படிக்க முடியவில்லை (கணினி சொல்வது: %1).</translation>
    </message>
    <message>
        <source>Its hand %1 is not written as a game record&apos;s hands are:</source>
        <translation>இதன் சுற்று %1, ஆட்டப் பதிவின் சுற்றுகள் எழுதப்படுவது போல எழுதப்படவில்லை:</translation>
    </message>
    <message>
        <source>It breaks the rules at hand %1, play %2:</source>
        <translation>சுற்று %1, நகர்வு %2 இல் இது விதிகளை மீறுகிறது:</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its text goes wrong at line %1, column %2.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது அல்லது பாதியில் துண்டிக்கப்பட்டுள்ளது: அதன் உரை வரி %1, நிரல் %2 இல் பிழையாகிறது.</translation>
    </message>
    <message>
        <source>It is not a game record this program can read:</source>
        <translation>இந்த நிரல் படிக்கக்கூடிய ஆட்டப் பதிவு இது அல்ல:</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words; it counts seats from 0, as the file does.)</source>
        <translation>(பதிவைச் சரிபார்ப்பவரின் சொற்களில், ஆங்கிலத்தில்; அது இருக்கைகளை 0 இலிருந்து எண்ணும், கோப்பைப் போலவே.)</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words.)</source>
        <translation>(பதிவைச் சரிபார்ப்பவரின் சொற்களில், ஆங்கிலத்தில்.)</translation>
    </message>
    <message>
        <source>The file is %1; a game record is at most %2.</source>
        <translation>கோப்பின் அளவு %1; ஆட்டப் பதிவு அதிகபட்சம் %2 மட்டுமே.</translation>
    </message>
    <message>
        <source>It has no record version.</source>
        <translation>இதில் பதிவின் பதிப்பு இல்லை.</translation>
    </message>
    <message>
        <source>It was written for another version of the game record format.</source>
        <translation>இது ஆட்டப் பதிவு வடிவத்தின் வேறொரு பதிப்புக்காக எழுதப்பட்டது.</translation>
    </message>
    <message>
        <source>This program reads version %1 records.</source>
        <translation>இந்த நிரல் பதிப்பு %1 பதிவுகளைப் படிக்கும்.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>இது ஒரு கோப்புறை, கோப்பு அல்ல.</translation>
    </message>
    <message>
        <source>It is not a file that can be read from start to end (a device or a pipe).</source>
        <translation>இது தொடக்கம் முதல் முடிவு வரை படிக்கக்கூடிய கோப்பு அல்ல (ஒரு சாதனம் அல்லது குழாய்).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>கோப்பு காலியாக உள்ளது.</translation>
    </message>
    <message>
        <source>The file holds only blank space.</source>
        <translation>கோப்பில் வெற்று இடைவெளிகள் மட்டுமே உள்ளன.</translation>
    </message>
    <message>
        <source>The file is not text: a game record is text (JSON, in UTF-8).</source>
        <translation>கோப்பு உரை அல்ல: ஆட்டப் பதிவு என்பது உரை (JSON, UTF-8 இல்).</translation>
    </message>
    <message>
        <source>The file is text, but not JSON: a game record starts with “{”.</source>
        <translation>கோப்பு உரைதான், ஆனால் JSON அல்ல: ஆட்டப் பதிவு “{” உடன் தொடங்கும்.</translation>
    </message>
    <message>
        <source>The file is JSON, but not a game record: a game record starts with “{”.</source>
        <translation>கோப்பு JSON தான், ஆனால் ஆட்டப் பதிவு அல்ல: ஆட்டப் பதிவு “{” உடன் தொடங்கும்.</translation>
    </message>
    <message>
        <source>The file is JSON, but not an All Fives game record: a game record says “&quot;format&quot;: &quot;allfives-record&quot;”.</source>
        <translation>கோப்பு JSON தான், ஆனால் All Fives ஆட்டப் பதிவு அல்ல: ஆட்டப் பதிவில் “&quot;format&quot;: &quot;allfives-record&quot;” என்று இருக்கும்.</translation>
    </message>
    <message>
        <source>The record %1 cannot be shown.</source>
        <translation>%1 பதிவைக் காட்ட முடியாது.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>வெளியேறு</translation>
    </message>
    <message>
        <source>The end of your last game could not be saved, so it is not in your history, and the next start may offer it from an earlier play. Quit anyway?</source>
        <translation>உங்கள் கடைசி ஆட்டத்தின் முடிவைச் சேமிக்க முடியவில்லை, எனவே அது உங்கள் வரலாற்றில் இல்லை; அடுத்த முறை தொடங்கும்போது அது முந்தைய ஒரு நகர்விலிருந்து தொடர வழங்கப்படலாம். எப்படியும் வெளியேறவா?</translation>
    </message>
    <message>
        <source>This game could not be saved, so it cannot be offered when you start again. Quit anyway?</source>
        <translation>இந்த ஆட்டத்தைச் சேமிக்க முடியவில்லை, எனவே அடுத்த முறை தொடங்கும்போது இதைத் தொடர முடியாது. எப்படியும் வெளியேறவா?</translation>
    </message>
    <message>
        <source>Save record… keeps a record of it in another folder, which Game › Open record can replay.</source>
        <translation>பதிவைச் சேமி… இதன் பதிவை வேறொரு கோப்புறையில் வைக்கும்; ஆட்டம் › பதிவைத் திற அதை மீண்டும் காட்டும்.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>தொடர்ந்து ஆடு</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>பதிவைச் சேமி…</translation>
    </message>
    <message>
        <source>The record %1 holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>%1 என்ற பதிவில் நீங்கள் இப்போது ஆடும் சுற்று உள்ளது, அது இன்னும் முடியவில்லை: அந்தச் சுற்று முடிந்த பின் அதைக் காட்டலாம்.</translation>
    </message>
    <message>
        <source>The review kept in this record could not be read, so its marks are not shown: press R to review your plays again.</source>
        <translation>இந்தப் பதிவில் சேமிக்கப்பட்ட மதிப்பாய்வைப் படிக்க முடியவில்லை, எனவே அதன் குறிகள் காட்டப்படவில்லை: உங்கள் நகர்வுகளை மீண்டும் மதிப்பாய்வு செய்ய R ஐ அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Play on from a game record</source>
        <translation>ஆட்டப் பதிவிலிருந்து தொடர்ந்து ஆடு</translation>
    </message>
    <message>
        <source>The record %1 cannot be played on.</source>
        <translation>%1 பதிவிலிருந்து தொடர்ந்து ஆட முடியாது.</translation>
    </message>
    <message>
        <source>Its game is over: Game › Open record shows it again.</source>
        <translation>அதன் ஆட்டம் முடிந்துவிட்டது: ஆட்டம் › பதிவைத் திற அதை மீண்டும் காட்டும்.</translation>
    </message>
    <message>
        <source>No seat of its game is a person&apos;s: every player is a computer player.</source>
        <translation>அதன் ஆட்டத்தில் எந்த இருக்கையும் ஒரு நபருடையது அல்ல: எல்லா ஆட்டக்காரர்களும் கணினி ஆட்டக்காரர்கள்.</translation>
    </message>
    <message>
        <source>Its target, %1, is past the highest a game here can have, %2.</source>
        <translation>அதன் இலக்கு %1, இங்கே ஒரு ஆட்டத்துக்கு இருக்கக்கூடிய மிக உயர்ந்த இலக்கான %2 ஐத் தாண்டுகிறது.</translation>
    </message>
    <message>
        <source>The record is of the game being played, as it stands now: the game goes on as it is.</source>
        <translation>இந்தப் பதிவு இப்போது ஆடப்படும் ஆட்டத்தினுடையது, அது இப்போது இருக்கும் நிலையிலேயே: ஆட்டம் அப்படியே தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Leave the game in progress and play on from the record?</source>
        <translation>நடக்கும் ஆட்டத்தை விட்டு, பதிவிலிருந்து தொடர்ந்து ஆடவா?</translation>
    </message>
    <message>
        <source>The game of the record goes on. %1</source>
        <translation>பதிவின் ஆட்டம் தொடர்கிறது. %1</translation>
    </message>
    <message>
        <source>The record does not say how well its computer players played: Medium players play on for them.</source>
        <translation>இந்தப் பதிவு அதன் கணினி ஆட்டக்காரர்கள் எந்த நிலையில் ஆடினார்கள் என்று சொல்லவில்லை: அவர்களுக்குப் பதிலாக நடுத்தரம் நிலை ஆட்டக்காரர்கள் தொடர்ந்து ஆடுகிறார்கள்.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>கோப்புறை</translation>
    </message>
    <message>
        <source>File</source>
        <translation>கோப்பு</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>வட்டு</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>தெரியாதது</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>எல்லாம் தேர்ந்தெடு (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>ஒரு படி மேலே (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ஒரு படி கீழே (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>பின்</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>முன்</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>மேல் கோப்புறை</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>புதிய கோப்புறையை உருவாக்கு</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>பட்டியல் காட்சி</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>விவரக் காட்சி</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>பின் செல்</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>முன் செல்</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>மேல் கோப்புறைக்குச் செல்</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>புதிய கோப்புறையை உருவாக்கு</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>பட்டியல் காட்சிக்கு மாறு</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>விவரக் காட்சிக்கு மாறு</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>பக்கப்பட்டி</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>இடங்கள் மற்றும் புத்தகக்குறிகளின் பட்டியல்</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>கோப்புகள்</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>சமீபத்திய இடங்கள்</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>பெயர் மாற்று (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>நீக்கு (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>மறைந்த கோப்புகளைக் காட்டு (&amp;H)</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>காட்டு: </translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>புதிய கோப்புறை (&amp;N)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>புதிய கோப்புறை</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>நீக்கு</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>&apos;%1&apos; ஐ நீக்க வேண்டுமா?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; எழுத முடியாதபடி காக்கப்பட்டுள்ளது.
இருந்தாலும் நீக்க வேண்டுமா?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>கோப்புறையை நீக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ஏற்கனவே உள்ளது.
அதற்குப் பதிலாக இதை வைக்க வேண்டுமா?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
கோப்பு கிடைக்கவில்லை.
கோப்பின் பெயர் சரியா எனப் பார்க்கவும்.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
கோப்புறை கிடைக்கவில்லை.
கோப்புறையின் பெயர் சரியா எனப் பார்க்கவும்.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>திற</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>இப்படிச் சேமி</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>திற (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>சேமி (&amp;S)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>எல்லாக் கோப்புகளும் (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>பெயர்</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>அளவு</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>வகை</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>மாற்றிய தேதி</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>கணினி</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>தவறான கோப்புப் பெயர்</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;&quot;%1&quot; என்ற பெயரைப் பயன்படுத்த முடியாது.&lt;/b&gt;&lt;p&gt;குறைவான எழுத்துகள் கொண்ட அல்லது நிறுத்தக்குறிகள் இல்லாத வேறொரு பெயரை முயலவும்.</translation>
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
        <translation>செயல்நீக்கு (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>மீண்டும் செய் (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>வெட்டு (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>நகலெடு (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ஒட்டு (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>நீக்கு</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>எல்லாம் தேர்ந்தெடு</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>சரி</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்து செய்</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ஆம் (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>இல்லை (&amp;N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>திற</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>சேமி</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>செயல்படுத்து</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>மீட்டமை</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>இயல்புநிலைகளை மீட்டமை</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>உதவி</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>கைவிடு</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>இங்கே உருட்டு</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>மேலே</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>கீழே</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>ஒரு பக்கம் மேலே</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>ஒரு பக்கம் கீழே</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>மேலே உருட்டு</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>கீழே உருட்டு</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>இடது ஓரம்</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>வலது ஓரம்</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>ஒரு பக்கம் இடப்புறம்</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>ஒரு பக்கம் வலப்புறம்</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>இடப்புறம் உருட்டு</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>வலப்புறம் உருட்டு</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>நகலெடு (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>இணைப்பு முகவரியை நகலெடு (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>எல்லாம் தேர்ந்தெடு</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>%3 வைத்திருந்தது %n காய் மட்டுமே, அதனால் சுற்று விரைவில் முடியக்கூடும்; அப்போது கையில் மீதமுள்ள புள்ளிகள் எண்ணப்படும். சிறந்த நகர்வு நீக்கியது: %1; உங்கள் நகர்வு நீக்கியது: %2 மட்டுமே.</numerusform>
            <numerusform>%3 வைத்திருந்தது %n காய்கள் மட்டுமே, அதனால் சுற்று விரைவில் முடியக்கூடும்; அப்போது கையில் மீதமுள்ள புள்ளிகள் எண்ணப்படும். சிறந்த நகர்வு நீக்கியது: %1; உங்கள் நகர்வு நீக்கியது: %2 மட்டுமே.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>%1 காயை (%2) வைத்திருந்தால் உடனே %n மதிப்பெண் கிடைத்திருக்கும், ஆனால் சுற்றின் மீதிப் பகுதியில் அதன் மதிப்பு குறைவாக இருந்தது.</numerusform>
            <numerusform>%1 காயை (%2) வைத்திருந்தால் உடனே %n மதிப்பெண்கள் கிடைத்திருக்கும், ஆனால் சுற்றின் மீதிப் பகுதியில் அதன் மதிப்பு குறைவாக இருந்தது.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Play %1 of %2</source>
        <translation>நகர்வு %1 / %2</translation>
    </message>
    <message>
        <source>The deal</source>
        <comment>the replay&apos;s step of the deal, before any play</comment>
        <translation>பகிர்வு</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>இடைநிறுத்து</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>இயக்கு</translation>
    </message>
    <message>
        <source>Stop stepping (Space)</source>
        <translation>முன்னேறுவதை நிறுத்து (Space)</translation>
    </message>
    <message>
        <source>Step through the plays on their own (Space)</source>
        <translation>நகர்வுகளைத் தானாக ஒவ்வொன்றாகக் காட்டு (Space)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>சுற்று %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>மறுபார்வை</translation>
    </message>
    <message>
        <source>First</source>
        <translation>முதல்</translation>
    </message>
    <message>
        <source>Go to the deal of this hand; again: the first deal of the game (Home)</source>
        <translation>இந்தச் சுற்றின் பகிர்வுக்குச் செல்; மீண்டும்: ஆட்டத்தின் முதல் பகிர்வு (Home)</translation>
    </message>
    <message>
        <source>Go to the end of this hand; again: the end of the game (End)</source>
        <translation>இந்தச் சுற்றின் முடிவுக்குச் செல்; மீண்டும்: ஆட்டத்தின் முடிவு (End)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>முந்தையது</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>மறுபார்வை: %1</translation>
    </message>
    <message>
        <source>One play back (Left arrow)</source>
        <translation>ஒரு நகர்வு பின்னால் (இடது அம்பு)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>அடுத்து</translation>
    </message>
    <message>
        <source>One play forward (Right arrow)</source>
        <translation>ஒரு நகர்வு முன்னால் (வலது அம்பு)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>கடைசி</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>மறுபார்வையை மூடு</translation>
    </message>
    <message>
        <source>Leave the replay and go back to your game (Escape)</source>
        <translation>மறுபார்வையை விட்டு உங்கள் ஆட்டத்துக்குத் திரும்பு (Escape)</translation>
    </message>
    <message>
        <source>Jump to a hand</source>
        <translation>ஒரு சுற்றுக்குத் தாவு</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>சுற்று</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Hand %1: the deal. First to play: %2.</source>
        <translation>சுற்று %1: பகிர்வு. தொடங்குபவர்: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>%1: மக்கின்ஸ்! — %n மதிப்பெண் எடுக்கப்பட்டது.</numerusform>
            <numerusform>%1: மக்கின்ஸ்! — %n மதிப்பெண்கள் எடுக்கப்பட்டன.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody called Muggins: the points are lost.</source>
        <translation>யாரும் மக்கின்ஸ் என்று அழைக்கவில்லை: மதிப்பெண்கள் இழக்கப்பட்டன.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>நீங்கள் குவியலிலிருந்து %5 எடுத்து, %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்.</numerusform>
            <numerusform>நீங்கள் குவியலிலிருந்து %5 எடுத்து, %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>நீங்கள் குவியலிலிருந்து %5 எடுத்து, %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண் கோரப்படவில்லை.</numerusform>
            <numerusform>நீங்கள் குவியலிலிருந்து %5 எடுத்து, %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண்கள் கோரப்படவில்லை.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 குவியலிலிருந்து %5 எடுத்து, %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்.</numerusform>
            <numerusform>%1 குவியலிலிருந்து %5 எடுத்து, %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 குவியலிலிருந்து %5 எடுத்து, %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண் கோரப்படவில்லை.</numerusform>
            <numerusform>%1 குவியலிலிருந்து %5 எடுத்து, %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண்கள் கோரப்படவில்லை.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed after this play.</source>
        <translation>இந்த நகர்வுக்குப் பின், வைக்கக் காய் இல்லாததால் நீங்கள் உங்கள் முறையை விட்டீர்கள்.</translation>
    </message>
    <message>
        <source>%1 passed after this play.</source>
        <translation>இந்த நகர்வுக்குப் பின், வைக்கக் காய் இல்லாததால் %1 தன் முறையை விட்டார்.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ஆட்டம் முடிந்தது.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>சுற்று முடிந்துவிட்டது.</translation>
    </message>
    <message>
        <source>At the end of the hand: %1.</source>
        <translation>சுற்றின் முடிவில்: %1.</translation>
    </message>
    <message>
        <source>Hand %1, play %2:</source>
        <translation>சுற்று %1, நகர்வு %2:</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்.</numerusform>
            <numerusform>%1 %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண் கோரப்படவில்லை.</numerusform>
            <numerusform>%1 %2 வைத்தார், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண்கள் கோரப்படவில்லை.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed.</source>
        <translation>நீங்கள் குவியலிலிருந்து %2 எடுத்தும், வைக்கக் காய் இல்லாததால் உங்கள் முறையை விட்டீர்கள்.</translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed after this play.</source>
        <translation>இந்த நகர்வுக்குப் பின், நீங்கள் குவியலிலிருந்து %2 எடுத்தும், வைக்கக் காய் இல்லாததால் உங்கள் முறையை விட்டீர்கள்.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed.</source>
        <translation>%1 குவியலிலிருந்து %2 எடுத்தும், வைக்கக் காய் இல்லாததால் தன் முறையை விட்டார்.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed after this play.</source>
        <translation>இந்த நகர்வுக்குப் பின், %1 குவியலிலிருந்து %2 எடுத்தும், வைக்கக் காய் இல்லாததால் தன் முறையை விட்டார்.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the hand.</source>
        <translation>பதிவு இங்கே, சுற்றின் நடுவில் நின்றுவிடுகிறது.</translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>நீங்கள் %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்.</numerusform>
            <numerusform>நீங்கள் %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4, %n மதிப்பெண்கள்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>நீங்கள் %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண் கோரப்படவில்லை.</numerusform>
            <numerusform>நீங்கள் %2 வைத்தீர்கள், இடம்: %3. கூட்டுத்தொகை %4: %n மதிப்பெண்கள் கோரப்படவில்லை.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>வைக்கக் காய் இல்லாததால் நீங்கள் உங்கள் முறையை விட்டீர்கள்.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>வைக்கக் காய் இல்லாததால் %1 தன் முறையை விட்டார்.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>It was your only play.</source>
        <translation>அது உங்களின் ஒரே நகர்வு.</translation>
    </message>
    <message>
        <source>The move itself was the best.</source>
        <translation>நகர்வு தானே சிறந்ததாக இருந்தது.</translation>
    </message>
    <message>
        <source>In all, this play cost %1.</source>
        <translation>மொத்தத்தில், இந்த நகர்வின் இழப்பு %1.</translation>
    </message>
    <message>
        <source>Either end your tile fitted left the same open ends, so you had no real choice here.</source>
        <translation>உங்கள் காய் பொருந்திய எந்த முனையில் வைத்தாலும் திறந்த முனைகள் ஒன்றாகவே இருந்தன, எனவே இங்கே உங்களுக்கு உண்மையான தேர்வு எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>Whether to draw first instead is not judged.</source>
        <translation>அதற்குப் பதிலாக முதலில் குவியலிலிருந்து எடுப்பதா என்பது மதிப்பிடப்படவில்லை.</translation>
    </message>
    <message>
        <source>Your play %1 won the game.</source>
        <translation>உங்கள் நகர்வு %1 ஆட்டத்தை வென்றது.</translation>
    </message>
    <message>
        <source>Your play %1 was the best.</source>
        <translation>உங்கள் நகர்வு (%1) தான் சிறந்தது.</translation>
    </message>
    <message>
        <source>Better: %1, which would have won the game at once. Your play %3 cost %4.</source>
        <translation>சிறந்த நகர்வு: %1, இது உடனே ஆட்டத்தை வென்றிருக்கும். உங்கள் நகர்வு %3: இழப்பு %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 scored %2 at once, but cost %4 over the rest of the hand.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>சிறந்த நகர்வு: %1. உங்கள் நகர்வு %3 உடனே %2 பெற்றது, ஆனால் சுற்றின் மீதியில் இழப்பு %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 cost %4.</source>
        <translation>சிறந்த நகர்வு: %1. உங்கள் நகர்வு %3: இழப்பு %4.</translation>
    </message>
    <message>
        <source>not claimed: cost %1</source>
        <translation>கோரப்படவில்லை: இழப்பு %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>இழப்பு %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The next player had one tile left: after your play they could have played it and ended the hand; after the better move, no tile they could hold would have fitted.</source>
        <translation>அடுத்த ஆட்டக்காரரிடம் ஒரே ஒரு காய் இருந்தது: உங்கள் நகர்வுக்குப் பின் அவர் அதை வைத்துச் சுற்றை முடித்திருக்கலாம்; சிறந்த நகர்வுக்குப் பின், அவரிடம் இருக்கக்கூடிய எந்தக் காயும் பொருந்தியிருக்காது.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>உங்கள் நகர்வுக்குப் பின் அடுத்த ஆட்டக்காரர் உடனே %1 வரை பெற்றிருக்கலாம்; சிறந்த நகர்வுக்குப் பின், எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>உங்கள் நகர்வுக்குப் பின் அடுத்த ஆட்டக்காரர் உடனே %1 வரை பெற்றிருக்கலாம்; சிறந்த நகர்வுக்குப் பின், அதிகபட்சம் %2.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>அதற்குப் பின் அடுத்த ஆட்டக்காரர் உடனே %1 வரை பெற்றிருக்கலாம்; உங்கள் நகர்வுக்குப் பின், எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>அதற்குப் பின் அடுத்த ஆட்டக்காரர் உடனே %1 வரை பெற்றிருக்கலாம்; உங்கள் நகர்வுக்குப் பின், அதிகபட்சம் %2.</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>Reviewing your plays...</source>
        <translation>உங்கள் நகர்வுகள் மதிப்பாய்வு செய்யப்படுகின்றன...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்து செய்</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>மதிப்பாய்வு ரத்து செய்யப்பட்டது.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>மதிப்பாய்வைச் செய்ய முடியவில்லை.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No reviewed play at this step</source>
        <translation>இந்தப் படியில் மதிப்பாய்வு செய்த நகர்வு இல்லை</translation>
    </message>
    <message>
        <source>None of your plays had a choice to review.</source>
        <translation>உங்கள் எந்த நகர்விலும் மதிப்பாய்வு செய்யத் தேர்வு இருக்கவில்லை.</translation>
    </message>
    <message>
        <source>; no points given away, accuracy %1%</source>
        <translation>; எந்த மதிப்பெண்ணும் இழக்கப்படவில்லை, துல்லியம் %1%</translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; தவறிய கோரல்களையும் சேர்த்து, %n நகர்வில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
            <numerusform>; தவறிய கோரல்களையும் சேர்த்து, %n நகர்வுகளில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; %n முறை கோரத் தவறியது</numerusform>
            <numerusform>; %n முறை கோரத் தவறியது</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 given away</source>
        <translation>; இழப்பு %1</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>முழு ஆட்டம்: %1</translation>
    </message>
    <message>
        <source>The game so far: %1</source>
        <translation>இதுவரையிலான ஆட்டம்: %1</translation>
    </message>
    <message>
        <source>Hand %2: %1</source>
        <translation>சுற்று %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>தேர்வு இருந்த %n நகர்வில் சிறந்தவை: %1</numerusform>
            <numerusform>தேர்வு இருந்த %n நகர்வுகளில் சிறந்தவை: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>None of your plays had a choice of move</source>
        <translation>உங்கள் எந்த நகர்விலும் தேர்வு இருக்கவில்லை</translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, மேலும் %n முறை கோரத் தவறியது</numerusform>
            <numerusform>, மேலும் %n முறை கோரத் தவறியது</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, ஆனால் %n முறை கோரத் தவறியது</numerusform>
            <numerusform>, ஆனால் %n முறை கோரத் தவறியது</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; அதே %n நகர்வில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
            <numerusform>; அதே %n நகர்வுகளில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; மொத்த %n நகர்வில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
            <numerusform>; மொத்த %n நகர்வுகளில் ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்தவை: %1, துல்லியம் %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>You made no play in this hand: there is nothing of yours to review.</source>
        <translation>இந்தச் சுற்றில் நீங்கள் எந்த நகர்வும் செய்யவில்லை: மதிப்பாய்வு செய்ய உங்களுடையது எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>This hand was not reviewed: R (Game › Review your plays) reviews it.</source>
        <translation>இந்தச் சுற்று மதிப்பாய்வு செய்யப்படவில்லை: R (ஆட்டம் › உங்கள் நகர்வுகளை மதிப்பாய்வு செய்) இதை மதிப்பாய்வு செய்யும்.</translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>சுற்று %1: துல்லியம் %2%, %n நகர்வில் சிறந்தவை: %3</numerusform>
            <numerusform>சுற்று %1: துல்லியம் %2%, %n நகர்வுகளில் சிறந்தவை: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: accuracy %2%</source>
        <translation>சுற்று %1: துல்லியம் %2%</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>மதிப்பாய்வின் சுருக்கம்</translation>
    </message>
    <message>
        <source>Accuracy: the share of your plays that gave away less than a point, as Statistics and History count it</source>
        <translation>துல்லியம்: ஒரு மதிப்பெண்ணுக்கும் குறைவாக இழந்த உங்கள் நகர்வுகளின் பங்கு, புள்ளிவிவரங்களும் வரலாறும் கணக்கிடுவது போல</translation>
    </message>
    <message>
        <source>A best move whose points you did not claim counts as not accurate.</source>
        <translation>நீங்கள் மதிப்பெண்களைக் கோராத சிறந்த நகர்வு துல்லியமானதாகக் கணக்கிடப்படாது.</translation>
    </message>
    <message>
        <source>The points given away are averaged over the tiles the other players might hold, so they can be fractions.</source>
        <translation>விட்டுக்கொடுத்த மதிப்பெண்கள் மற்ற ஆட்டக்காரர்களிடம் இருக்கக்கூடிய காய்களின் மீதான சராசரி, எனவே அவை பின்னங்களாக இருக்கலாம்.</translation>
    </message>
    <message>
        <source>They are what a play is expected to cost over the rest of its hand against the best play, so their total need not match the final score.</source>
        <translation>இவை, சிறந்த நகர்வோடு ஒப்பிடும்போது, ஒரு நகர்வு அதன் சுற்றின் மீதிப் பகுதியில் இழக்கும் என எதிர்பார்க்கப்படும் மதிப்பெண்கள்; எனவே அவற்றின் மொத்தம் இறுதி மதிப்பெண்ணுடன் பொருந்த வேண்டியதில்லை.</translation>
    </message>
    <message>
        <source>The review of the play on the table</source>
        <translation>மேசையில் உள்ள நகர்வின் மதிப்பாய்வு</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n மதிப்பெண்</numerusform>
            <numerusform>%n மதிப்பெண்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a number of points with one decimal, as 2.5</comment>
        <translation>%1 மதிப்பெண்கள்</translation>
    </message>
    <message numerus="yes">
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>சிறந்த நகர்வு: %1 (உடனே %n மதிப்பெண்). உங்கள் நகர்வு %3: இழப்பு %4.</numerusform>
            <numerusform>சிறந்த நகர்வு: %1 (உடனே %n மதிப்பெண்கள்). உங்கள் நகர்வு %3: இழப்பு %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>%2 இன் %n மதிப்பெண்ணை நீங்கள் கோரவில்லை; அடுத்தவர் மக்கின்ஸ்! என்று அழைத்து அதை எடுத்துக்கொண்டார். இழப்பு %3: நீங்கள் பெறாத மதிப்பெண், அது மறு தரப்புக்குச் சென்றதால் மேலும் அதே அளவு.</numerusform>
            <numerusform>%2 இன் %n மதிப்பெண்களை நீங்கள் கோரவில்லை; அடுத்தவர் மக்கின்ஸ்! என்று அழைத்து அவற்றை எடுத்துக்கொண்டார். இழப்பு %3: நீங்கள் பெறாத மதிப்பெண்கள், அவை மறு தரப்புக்குச் சென்றதால் மேலும் அதே அளவு.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>%2 இன் %n மதிப்பெண்ணை நீங்கள் கோரவில்லை; அடுத்தவர் மக்கின்ஸ்! என்று அழைத்து அதை எடுத்துக்கொண்டார். மற்ற ஆட்டக்காரர்களின் சராசரி மதிப்பெண்ணுடன் ஒப்பிட இழப்பு %3: நீங்கள் பெறாத மதிப்பெண், அழைத்தவர் பெற்றது அந்தச் சராசரியில் கூட்டிய மேலும் %4.</numerusform>
            <numerusform>%2 இன் %n மதிப்பெண்களை நீங்கள் கோரவில்லை; அடுத்தவர் மக்கின்ஸ்! என்று அழைத்து அவற்றை எடுத்துக்கொண்டார். மற்ற ஆட்டக்காரர்களின் சராசரி மதிப்பெண்ணுடன் ஒப்பிட இழப்பு %3: நீங்கள் பெறாத மதிப்பெண்கள், அழைத்தவர் பெற்றது அந்தச் சராசரியில் கூட்டிய மேலும் %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>%2 இன் %n மதிப்பெண்ணை நீங்கள் கோரவில்லை, எனவே அது இழக்கப்பட்டது: இழப்பு %3.</numerusform>
            <numerusform>%2 இன் %n மதிப்பெண்களை நீங்கள் கோரவில்லை, எனவே அவை இழக்கப்பட்டன: இழப்பு %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>ஆல் ஃபைவ்ஸ்</translation>
    </message>
    <message>
        <source>A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 players. Four players play in two partnerships unless chosen otherwise: you and the player opposite you share a score.</source>
        <translation>28 காய்கள் கொண்ட இரட்டை-ஆறு தொகுப்புடன் 2, 3 அல்லது 4 பேர் விளையாடும் டோமினோ விளையாட்டு. வேறு தேர்வு செய்யாவிட்டால் நான்கு பேர் இரண்டு கூட்டணிகளாக விளையாடுவர்: நீங்களும் உங்கள் எதிரே இருப்பவரும் ஒரே மதிப்பெண்ணைப் பகிர்வீர்கள்.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>பகிர்வு</translation>
    </message>
    <message>
        <source>Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other choices in the New game dialog). The tiles left over form the boneyard.</source>
        <translation>2 பேர் என்றால் ஒவ்வொருவருக்கும் 9 காய்கள், 3 பேர் என்றால் 7, 4 பேர் என்றால் 5 (வேறு தேர்வுகள் புதிய ஆட்டம் சாளரத்தில்). மீதமுள்ள காய்கள் குவியல் ஆகும்.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>விளையாடுதல்</translation>
    </message>
    <message>
        <source>The first player puts any tile in the middle of the table. After that, each player in turn adds a tile to an open end of the layout: the touching halves must have the same number of pips. If no tile fits, you draw from the boneyard until one fits and play it; when the boneyard is empty you pass.</source>
        <translation>முதல் ஆட்டக்காரர் எந்தக் காயையும் மேசையின் நடுவில் வைக்கலாம். அதன் பிறகு ஒவ்வொருவரும் தம் முறையில் வரிசையின் திறந்த முனை ஒன்றில் ஒரு காயை இணைப்பர்: தொட்டுக்கொள்ளும் பாதிகளில் ஒரே எண்ணிக்கையில் புள்ளிகள் இருக்க வேண்டும். பொருந்தும் காய் இல்லையென்றால், பொருந்தும் காய் கிடைக்கும் வரை குவியலிலிருந்து எடுத்து அதை வைப்பீர்கள்; குவியல் காலியானால் உங்கள் முறையைத் தவிர்ப்பீர்கள்.</translation>
    </message>
    <message>
        <source>Doubles and the spinner</source>
        <translation>இரட்டைகளும் ஸ்பின்னரும்</translation>
    </message>
    <message>
        <source>Doubles lie crosswise. The first double of the hand is the spinner: once tiles cover both of its long sides, tiles can also be played on its top and bottom, so the layout can have four open ends.</source>
        <translation>இரட்டைக் காய்கள் குறுக்காக வைக்கப்படும். சுற்றின் முதல் இரட்டைக் காய் ஸ்பின்னர்: அதன் இரு நீண்ட பக்கங்களையும் காய்கள் மூடியதும், அதன் மேலும் கீழும் காய்களை வைக்கலாம்; இதனால் வரிசைக்கு நான்கு திறந்த முனைகள் இருக்கலாம்.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>மதிப்பெண்</translation>
    </message>
    <message>
        <source>After every play, add up the pips of the open ends: that is the count. A double at an end counts both halves, and so does the spinner while one of its sides is still free. When the count is a multiple of 5, the player who just played scores it: a count of 15 gives 15 points.</source>
        <translation>ஒவ்வொரு நகர்வுக்குப் பிறகும் திறந்த முனைகளின் புள்ளிகளைக் கூட்டுங்கள்: அதுவே கூட்டுத்தொகை. முனையில் உள்ள இரட்டைக் காய் இரு பாதிகளையும் கணக்கில் தரும்; ஸ்பின்னரின் ஒரு பக்கம் இன்னும் காலியாக இருக்கும் வரை அதுவும் அப்படியே. கூட்டுத்தொகை 5-இன் மடங்கானால், இப்போது விளையாடியவர் அதைப் பெறுவார்: கூட்டுத்தொகை 15 என்றால் 15 மதிப்பெண்கள்.</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>சுற்றின் முடிவு</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when nobody can play. Every player&apos;s remaining pips are rounded to the nearest 5 and, under the standard rule, taken off their own side&apos;s score (another rule lets the side that went out collect them instead).</source>
        <translation>ஒருவர் தன் கடைசிக் காயை வைக்கும்போது, அல்லது யாராலும் விளையாட முடியாதபோது சுற்று முடியும். ஒவ்வொருவரின் மீதமுள்ள புள்ளிகளும் 5-இன் மிக அருகிலுள்ள மடங்குக்கு முழுமையாக்கப்பட்டு, வழக்கமான விதிப்படி அவரது தரப்பின் மதிப்பெண்ணிலிருந்து கழிக்கப்படும் (மற்றொரு விதிப்படி, காய்களை முடித்த தரப்பு அவற்றைப் பெறும்).</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>வெற்றி</translation>
    </message>
    <message>
        <source>The first side to reach the target wins: 250 points with 2 players, 200 with 3 or 4. Under the standard rule the game ends the moment a scoring play reaches the target.</source>
        <translation>இலக்கை முதலில் அடையும் தரப்பு வெல்லும்: 2 பேர் என்றால் 250 மதிப்பெண்கள், 3 அல்லது 4 பேர் என்றால் 200. வழக்கமான விதிப்படி, மதிப்பெண் தரும் ஒரு நகர்வு இலக்கை எட்டியவுடன் ஆட்டம் முடியும்.</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>இந்தச் சாளரத்தில்</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit end, or click a tile and then a lit end, or use the keyboard: Left and Right to pick a tile, Enter to choose it, Left, Right or Tab to pick its end, Enter to play. Click the boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.</source>
        <translation>உங்கள் கையிலிருந்து ஒரு காயை ஒளிரும் முனைக்கு இழுக்கலாம், அல்லது ஒரு காயையும் பின் ஒளிரும் முனையையும் சொடுக்கலாம், அல்லது விசைப்பலகையைப் பயன்படுத்தலாம்: இடது, வலது அம்புகள் காயைத் தேர்வு செய்ய, Enter அதை உறுதிசெய்ய, இடது, வலது அல்லது Tab அதன் முனையைத் தேர்வு செய்ய, Enter விளையாட. காய் எடுக்கக் குவியலையோ எடு பொத்தானையோ சொடுக்குங்கள்; குவியல் காலியானால் தவிர்; குறிப்புக்கு H.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>%: accuracy of your plays</source>
        <extracomment>the score chart&apos;s legend for the figures under each hand&apos;s number</extracomment>
        <translation>%: உங்கள் நகர்வுகளின் துல்லியம்</translation>
    </message>
    <message>
        <source>%: accuracy of your plays, in the hands reviewed</source>
        <extracomment>the score chart&apos;s legend for the figures under the reviewed hands&apos; numbers</extracomment>
        <translation>%: உங்கள் நகர்வுகளின் துல்லியம், மதிப்பாய்வு செய்த சுற்றுகளில்</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>கணினியின் மொழி</translation>
    </message>
    <message>
        <source>General</source>
        <translation>பொது</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>மொழி:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>அசைவூட்ட வேகம்:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>வேகமாக</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>உடனடி</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>இயல்பு</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>மெதுவாக</translation>
    </message>
    <message>
        <source>Draw and pass automatically when no tile fits</source>
        <translation>பொருந்தும் காய் இல்லாதபோது தானாக எடு அல்லது தவிர்</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>குறிப்புகளைக் காட்டு</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>காய்களின் அளவு:</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>tile size</comment>
        <translation>சிறியது</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>tile size</comment>
        <translation>இயல்பு</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>tile size</comment>
        <translation>பெரியது</translation>
    </message>
    <message>
        <source>Allow taking back a play (Game, Undo)</source>
        <translation>நகர்வைத் திரும்பப் பெற அனுமதி (ஆட்டம், செயல்நீக்கு)</translation>
    </message>
    <message>
        <source>Games kept in:</source>
        <translation>ஆட்டங்கள் சேமிக்கப்படும் இடம்:</translation>
    </message>
    <message>
        <source>The game being played, the history of your games and your statistics</source>
        <translation>நடப்பு ஆட்டம், உங்கள் ஆட்டங்களின் வரலாறு, உங்கள் புள்ளிவிவரங்கள்</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>கோப்புறையைத் திற</translation>
    </message>
    <message>
        <source>No program on this computer opened the folder. Its path is beside the button: select it to copy it.</source>
        <translation>இந்தக் கணினியில் எந்த நிரலும் கோப்புறையைத் திறக்கவில்லை. அதன் பாதை பொத்தானுக்கு அருகில் உள்ளது: நகலெடுக்க அதைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>The folder is made when the first game is saved.</source>
        <translation>முதல் ஆட்டம் சேமிக்கப்படும்போது கோப்புறை உருவாகும்.</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>புதிய ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>The next New game dialog starts from what you change here; the game being played keeps its own rules.</source>
        <translation>அடுத்த புதிய ஆட்டம் சாளரம் நீங்கள் இங்கே மாற்றுவதிலிருந்து தொடங்கும்; இப்போது நடக்கும் ஆட்டம் தன் விதிகளையே வைத்திருக்கும்.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>சரி</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்து செய்</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>இயல்புநிலைகளை மீட்டமை</translation>
    </message>
    <message>
        <source>Play sounds (View, Sound)</source>
        <translation>ஒலிகளை இயக்கு (காட்சி, ஒலி)</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>All Fives</source>
        <translation>ஆல் ஃபைவ்ஸ்</translation>
    </message>
    <message>
        <source>All Fives is already running.</source>
        <translation>ஆல் ஃபைவ்ஸ் ஏற்கனவே இயங்குகிறது.</translation>
    </message>
    <message>
        <source>Switch to its window to go on with your game. To start the game again, close that window first.</source>
        <translation>உங்கள் ஆட்டத்தைத் தொடர அதன் சாளரத்துக்குச் செல்லுங்கள். ஆட்டத்தை மீண்டும் தொடங்க, முதலில் அந்தச் சாளரத்தை மூடுங்கள்.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>புள்ளிவிவரங்களை மீட்டமை</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>உங்கள் புள்ளிவிவரங்கள் அனைத்தையும் நீக்கவா? இதைத் திரும்பப் பெற முடியாது.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>மீட்டமை</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>வைத்திரு</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>எல்லா ஆட்டங்களும்</translation>
    </message>
    <message numerus="yes">
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>இந்த ஆட்டத்தின் %n சுற்று, ஒவ்வொரு ஆட்டத்துக்கும் தனி எண்ணிக்கைகள் வருவதற்கு முன் எண்ணப்பட்டது: அது எல்லா ஆட்டங்களும் என்பதன் கீழ் மட்டுமே எண்ணப்படும்.</numerusform>
            <numerusform>இந்த ஆட்டத்தின் %n சுற்றுகள், ஒவ்வொரு ஆட்டத்துக்கும் தனி எண்ணிக்கைகள் வருவதற்கு முன் எண்ணப்பட்டன: அவை எல்லா ஆட்டங்களும் என்பதன் கீழ் மட்டுமே எண்ணப்படும்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>%n சுற்றில் %1 முறை</numerusform>
            <numerusform>%n சுற்றுகளில் %1 முறை</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>%1 மூலம் %n மதிப்பெண்</numerusform>
            <numerusform>%1 மூலம் %n மதிப்பெண்கள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n ஆட்டக்காரர்</numerusform>
            <numerusform>%n ஆட்டக்காரர்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>கூட்டணிகள்</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>ஒவ்வொருவரும் தனியாக</translation>
    </message>
    <message>
        <source>Against Easy</source>
        <translation>எளிது நிலைக்கு எதிராக</translation>
    </message>
    <message>
        <source>Against Medium</source>
        <translation>நடுத்தரம் நிலைக்கு எதிராக</translation>
    </message>
    <message>
        <source>Against Hard</source>
        <translation>கடினம் நிலைக்கு எதிராக</translation>
    </message>
    <message>
        <source>Against Expert</source>
        <translation>நிபுணர் நிலைக்கு எதிராக</translation>
    </message>
    <message>
        <source>none yet: press Review at the end of a hand or a game</source>
        <translation>இன்னும் இல்லை: சுற்று அல்லது ஆட்டத்தின் முடிவில் மதிப்பாய்வு என்பதை அழுத்துங்கள்</translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, துல்லியம் %1% (பெரிய தவறுகள்: ஆட்டம் › வரலாறு)</numerusform>
            <numerusform>%n, துல்லியம் %1% (பெரிய தவறுகள்: ஆட்டம் › வரலாறு)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, துல்லியம் %1%</numerusform>
            <numerusform>%n, துல்லியம் %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n விளையாடியது</numerusform>
            <numerusform>%n விளையாடியவை</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>புள்ளிவிவரங்கள்</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>ஆட்டங்கள்:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>சுற்றுகள்:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>ஒரு சுற்றுக்கு மதிப்பெண்கள்:</translation>
    </message>
    <message>
        <source>Best single play:</source>
        <translation>சிறந்த ஒற்றை நகர்வு:</translation>
    </message>
    <message>
        <source>Highest game score:</source>
        <translation>ஓர் ஆட்டத்தில் அதிகபட்ச மதிப்பெண்:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>தொடர் வெற்றிகளில் அதிகபட்சம்:</translation>
    </message>
    <message>
        <source>Reviewed hands:</source>
        <translation>மதிப்பாய்வு செய்த சுற்றுகள்:</translation>
    </message>
    <message>
        <source>Of the games played:</source>
        <translation>விளையாடிய ஆட்டங்களில்:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ஆட்டம் (&amp;G):</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>மதிப்பாய்வு செய்த உங்கள் ஆட்டங்களின் துல்லியம், பழையது முதலில்</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>விளையாடிய ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>வென்ற ஆட்டங்கள்</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n விளையாடியது</numerusform>
            <numerusform>%n விளையாடியவை</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n வெற்றி (%1%)</numerusform>
            <numerusform>%n வெற்றிகள் (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>%n ஆட்டம் (இப்போது %1)</numerusform>
            <numerusform>%n ஆட்டங்கள் (இப்போது %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n கைவிடப்பட்டது</numerusform>
            <numerusform>%n கைவிடப்பட்டவை</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n செயல்நீக்கத்துடன்</numerusform>
            <numerusform>%n செயல்நீக்கத்துடன்</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted here: the games, and their hands, in which the strongest computer player among your opponents played at this level.</source>
        <translation>இங்கே எண்ணப்படுபவை: உங்கள் எதிரிகளில் வலிமையான கணினி ஆட்டக்காரர் இந்த நிலையில் ஆடிய ஆட்டங்களும் அவற்றின் சுற்றுகளும்.</translation>
    </message>
    <message numerus="yes">
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>%n சுற்றில் உங்கள் தரப்பு மற்ற ஒவ்வொரு தரப்பையும் விட அதிக மதிப்பெண்கள் பெற்றது (%1%)</numerusform>
            <numerusform>%n சுற்றுகளில் உங்கள் தரப்பு மற்ற ஒவ்வொரு தரப்பையும் விட அதிக மதிப்பெண்கள் பெற்றது (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>கடைசி %1 இல் %n சுற்றில் உங்கள் தரப்பு மற்ற ஒவ்வொரு தரப்பையும் விட அதிக மதிப்பெண்கள் பெற்றது (%2%)</numerusform>
            <numerusform>கடைசி %1 இல் %n சுற்றுகளில் உங்கள் தரப்பு மற்ற ஒவ்வொரு தரப்பையும் விட அதிக மதிப்பெண்கள் பெற்றது (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side went out, or had the fewest pips when blocked:</source>
        <translation>உங்கள் தரப்பு காய்களை முதலில் முடித்தது, அல்லது சுற்று முடங்கியபோது குறைந்த புள்ளிகள் வைத்திருந்தது:</translation>
    </message>
    <message>
        <source>Counted when your side played its last tile, had the fewest pips when nobody could play, or reached the target during the hand.</source>
        <translation>உங்கள் தரப்பு தன் கடைசிக் காயை வைத்தபோது, யாராலும் விளையாட முடியாதபோது உங்கள் தரப்பிடம் மிகக் குறைந்த புள்ளிகள் இருந்தபோது, அல்லது சுற்றினுள் இலக்கை அடைந்தபோது எண்ணப்படும்.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>விளையாடிய சுற்றுகள்</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>வென்ற சுற்றுகள்</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>மீட்டமை…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Points per hand</source>
        <translation>ஒரு சுற்றுக்கு மதிப்பெண்கள்</translation>
    </message>
    <message>
        <source>Games won by the strongest opponent&apos;s level</source>
        <translation>வலிமையான எதிராளியின் நிலைப்படி வென்ற ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>இன்னும் எந்தச் சுற்றும் விளையாடப்படவில்லை</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>நிலைப்படி வென்ற ஆட்டங்களும் ஒரு சுற்றுக்கான மதிப்பெண்களும் காட்டும் வரைபடம்</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>It is larger than any file of its kind the game reads.</source>
        <translation>ஆட்டம் படிக்கும் அதே வகைக் கோப்புகள் எதையும் விட இது பெரியது.</translation>
    </message>
    <message>
        <source>The file&apos;s text is damaged or cut short.</source>
        <translation>கோப்பின் உரை சேதமடைந்துள்ளது அல்லது பாதியில் துண்டிக்கப்பட்டுள்ளது.</translation>
    </message>
    <message>
        <source>The file is whole, but the game it records breaks the rules.</source>
        <translation>கோப்பு முழுமையாக உள்ளது, ஆனால் அதில் பதிவான ஆட்டம் விதிகளை மீறுகிறது.</translation>
    </message>
    <message>
        <source>Those settings: %1.</source>
        <translation>அந்த அமைப்புகள்: %1.</translation>
    </message>
    <message>
        <source>%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.</source>
        <translation>%1 ஒரு கோப்பு, ஆனால் ஆட்டம் தன் கோப்புகளை அதே பெயருள்ள ஒரு கோப்புறையில் வைக்கிறது: அந்தக் கோப்பை வேறு இடத்துக்கு நகர்த்தும் வரை எதுவும் சேமிக்கப்படாது. சேமிக்காமலே ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.</source>
        <translation>உங்கள் அமைப்புகளில் சிலவற்றைப் படிக்க முடியவில்லை, கோப்பு %1 ஐ ஒதுக்கி வைக்கவும் முடியவில்லை; அந்த அமைப்புகள் இயல்புநிலைக்குத் திரும்பின.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.</source>
        <translation>உங்கள் புள்ளிவிவரங்களில் சிலவற்றைப் படிக்க முடியவில்லை, கோப்பு %1 ஐ ஒதுக்கி வைக்கவும் முடியவில்லை; அந்த எண்ணிக்கைகள் உங்கள் மற்ற எண்ணிக்கைகளிலிருந்து மீண்டும் கணக்கிடப்பட்டன.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero.</source>
        <translation>உங்கள் புள்ளிவிவரங்களில் சிலவற்றைப் படிக்க முடியவில்லை, கோப்பு %1 ஐ ஒதுக்கி வைக்கவும் முடியவில்லை; அந்த எண்ணிக்கைகள் மீண்டும் பூஜ்ஜியத்திலிருந்து தொடங்குகின்றன.</translation>
    </message>
    <message>
        <source>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</source>
        <translation>உங்கள் அமைப்புகளைப் படிக்க முடியவில்லை, %1 கோப்பை ஒதுக்கி வைக்கவும் முடியவில்லை; இயல்பு அமைப்புகள் பயன்படுத்தப்படுகின்றன.</translation>
    </message>
    <message>
        <source>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</source>
        <translation>சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை, %1 கோப்பை ஒதுக்கி வைக்கவும் முடியவில்லை; புதிய ஆட்டம் தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</source>
        <translation>உங்கள் புள்ளிவிவரங்களைப் படிக்க முடியவில்லை, %1 கோப்பை ஒதுக்கி வைக்கவும் முடியவில்லை; அவை மீண்டும் பூஜ்ஜியத்திலிருந்து தொடங்குகின்றன.</translation>
    </message>
    <message>
        <source>A game in your history could not be read, and the file %1 could not be moved aside.</source>
        <translation>உங்கள் வரலாற்றில் உள்ள ஓர் ஆட்டத்தைப் படிக்க முடியவில்லை, %1 கோப்பை ஒதுக்கி வைக்கவும் முடியவில்லை.</translation>
    </message>
    <message>
        <source>The window layout could not be read, and the file %1 could not be moved aside.</source>
        <translation>சாளர அமைப்பைப் படிக்க முடியவில்லை, %1 கோப்பை ஒதுக்கி வைக்கவும் முடியவில்லை.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.</source>
        <translation>சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, ஆட்டம் அதற்கு முந்தைய சேமிப்பிலிருந்து தொடர்கிறது, எனவே அதன் கடைசி நகர்வு அல்லது பகிர்வு இல்லாமல் இருக்கலாம்.</translation>
    </message>
    <message>
        <source>Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.</source>
        <translation>சேமித்த ஆட்டத்தின் ஒரு பகுதியைப் படிக்க முடியவில்லை, எனவே அது தன் கடைசி நகர்வுக்குத் திருப்பப்பட்டது; கோப்பு %1 என வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.</source>
        <translation>உங்கள் அமைப்புகளில் சிலவற்றைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, அந்த அமைப்புகள் இயல்புநிலைக்குத் திரும்பின.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.</source>
        <translation>உங்கள் புள்ளிவிவரங்களில் சிலவற்றைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, அந்த எண்ணிக்கைகள் உங்கள் மற்ற எண்ணிக்கைகளிலிருந்து மீண்டும் கணக்கிடப்பட்டன.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).</source>
        <translation>உங்கள் புள்ளிவிவரங்களைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, உங்கள் வரலாற்றில் வைக்கப்பட்ட ஆட்டங்களிலிருந்து (அதிகபட்சம் கடைசி %2) அவை மீண்டும் கணக்கிடப்பட்டன.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.</source>
        <translation>உங்கள் புள்ளிவிவரங்களில் சிலவற்றைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, அந்த எண்ணிக்கைகள் மீண்டும் பூஜ்ஜியத்திலிருந்து தொடங்குகின்றன.</translation>
    </message>
    <message>
        <source>Your settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <translation>உங்கள் அமைப்புகளைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, இயல்பு அமைப்புகள் பயன்படுத்தப்படுகின்றன.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1 and a new game starts.</source>
        <translation>சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, புதிய ஆட்டம் தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1 and they start again from zero.</source>
        <translation>உங்கள் புள்ளிவிவரங்களைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது, அவை மீண்டும் பூஜ்ஜியத்திலிருந்து தொடங்குகின்றன.</translation>
    </message>
    <message>
        <source>A game in your history could not be read; the file was kept as %1.</source>
        <translation>உங்கள் வரலாற்றில் உள்ள ஓர் ஆட்டத்தைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The window layout could not be read; the file was kept as %1.</source>
        <translation>சாளர அமைப்பைப் படிக்க முடியவில்லை; கோப்பு %1 என வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The disk is full, so nothing can be saved in %1. Play goes on without saving.</source>
        <translation>வட்டு நிரம்பிவிட்டது, எனவே %1 இல் எதையும் சேமிக்க முடியாது. சேமிக்காமலேயே ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</source>
        <translation>%1 கோப்புறையில் எழுத முடியாது, எனவே அங்கு எதுவும் சேமிக்கப்படவில்லை. சேமிக்காமலேயே ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Saving in %1 failed. Play goes on without saving.</source>
        <translation>%1 இல் சேமிப்பது தோல்வியடைந்தது. சேமிக்காமலேயே ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The folder %1, where your finished games are kept, cannot be opened: History cannot show them.</source>
        <translation>முடிந்த உங்கள் ஆட்டங்கள் வைக்கப்படும் %1 கோப்புறையைத் திறக்க முடியவில்லை: வரலாறு அவற்றைக் காட்ட முடியாது.</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened; it is left as it is.</source>
        <translation>%1 கோப்பைத் திறக்க முடியாது; அது அப்படியே விடப்படுகிறது.</translation>
    </message>
    <message>
        <source>There is a problem with the file %1.</source>
        <translation>%1 கோப்பில் ஒரு சிக்கல் உள்ளது.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <translation>நீங்கள்</translation>
    </message>
    <message>
        <source>Bottom player</source>
        <translation>கீழ்ப்பக்க ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>கூட்டாளி</translation>
    </message>
    <message>
        <source>Left player</source>
        <translation>இடப்பக்க ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>மேல்பக்க ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Right player</source>
        <translation>வலப்பக்க ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>the empty table</source>
        <extracomment>Where a lead goes, named as an open end is: &quot;6-6 on the empty table&quot;.</extracomment>
        <translation>மேசையின் நடு</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>இடது முனை</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>வலது முனை</translation>
    </message>
    <message>
        <source>the top end</source>
        <translation>மேல் முனை</translation>
    </message>
    <message>
        <source>the bottom end</source>
        <translation>கீழ் முனை</translation>
    </message>
    <message>
        <source>the end at the top left</source>
        <translation>மேல் இடது முனை</translation>
    </message>
    <message>
        <source>the end at the top</source>
        <translation>மேலே உள்ள முனை</translation>
    </message>
    <message>
        <source>the end at the top right</source>
        <translation>மேல் வலது முனை</translation>
    </message>
    <message>
        <source>the end on the left</source>
        <translation>இடப்பக்க முனை</translation>
    </message>
    <message>
        <source>the end on the right</source>
        <translation>வலப்பக்க முனை</translation>
    </message>
    <message>
        <source>the end at the bottom left</source>
        <translation>கீழ் இடது முனை</translation>
    </message>
    <message>
        <source>the end at the bottom</source>
        <translation>கீழே உள்ள முனை</translation>
    </message>
    <message>
        <source>the end at the bottom right</source>
        <translation>கீழ் வலது முனை</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>சுற்று முடிந்துவிட்டது.</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>இன்னும் உங்கள் முறை வரவில்லை.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>அந்தக் காய் உங்கள் கையில் இல்லை.</translation>
    </message>
    <message>
        <source>That end is not open yet: both sides of the spinner must be covered first.</source>
        <translation>அந்த முனை இன்னும் திறக்கவில்லை: முதலில் ஸ்பின்னரின் இரு பக்கங்களும் மூடப்பட வேண்டும்.</translation>
    </message>
    <message>
        <source>That tile does not match the end: one of its halves must have the end&apos;s pips.</source>
        <translation>அந்தக் காய் அந்த முனைக்குப் பொருந்தவில்லை: அதன் பாதிகளில் ஒன்றில் அந்த முனையின் புள்ளிகள் இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>That tile fits no open end.</source>
        <translation>அந்தக் காய் எந்தத் திறந்த முனைக்கும் பொருந்தாது.</translation>
    </message>
    <message>
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>சுற்றின் முதல் காய் மேசையின் நடுவில் வைக்கப்படும்.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>காய்க்கு ஒரு முனையைத் தேர்வு செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>உங்களிடம் பொருந்தும் காய் உள்ளது: அதை வையுங்கள்; எதுவும் பொருந்தாதபோது மட்டுமே எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>The boneyard is empty: pass.</source>
        <translation>குவியல் காலி: தவிர்.</translation>
    </message>
    <message>
        <source>You may not pass while the boneyard has tiles: draw one.</source>
        <translation>குவியலில் காய்கள் இருக்கும்போது தவிர்க்க முடியாது: ஒன்றை எடுங்கள்.</translation>
    </message>
    <message>
        <source>A computer player has this seat.</source>
        <translation>இந்த இடத்தில் கணினி ஆட்டக்காரர் இருக்கிறார்.</translation>
    </message>
    <message>
        <source>Wait until the last move has been shown.</source>
        <translation>கடைசி நகர்வு காட்டப்படும் வரை காத்திருங்கள்.</translation>
    </message>
    <message>
        <source>None of your tiles fits an open end: draw from the boneyard.</source>
        <translation>உங்கள் காய்கள் எதுவும் திறந்த முனைக்குப் பொருந்தவில்லை: குவியலிலிருந்து எடுங்கள்.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>உங்கள் காய்கள் எதுவும் பொருந்தவில்லை, குவியலும் காலி: தவிர்.</translation>
    </message>
    <message>
        <source>Drop the tile on a lit end.</source>
        <translation>காயை ஒளிரும் முனையில் விடுங்கள்.</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>ஆட்டம் முடிந்தது: புதிய ஆட்டத்தைத் தொடங்குங்கள்.</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played. Close the replay to go back to your game.</source>
        <translation>இது ஓர் ஆட்டத்தின் மறுபார்வை: இதில் எதையும் விளையாட முடியாது. உங்கள் ஆட்டத்துக்குத் திரும்ப மறுபார்வையை மூடுங்கள்.</translation>
    </message>
    <message>
        <source>There are no points to claim now.</source>
        <translation>இப்போது கோர மதிப்பெண்கள் இல்லை.</translation>
    </message>
    <message>
        <source>None of your tiles fits and only the reserve is left in the boneyard (its tiles are never drawn): pass.</source>
        <translation>உங்கள் காய்கள் எதுவும் பொருந்தவில்லை, குவியலில் ஒதுக்கீடு மட்டுமே மீதம் உள்ளது (அதன் காய்கள் ஒருபோதும் எடுக்கப்படாது): தவிர்.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: pass.</source>
        <translation>குவியலில் ஒதுக்கீடு மட்டுமே மீதம் உள்ளது, அதன் காய்கள் ஒருபோதும் எடுக்கப்படாது: தவிர்.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play a tile that fits.</source>
        <translation>குவியலில் ஒதுக்கீடு மட்டுமே மீதம் உள்ளது, அதன் காய்கள் ஒருபோதும் எடுக்கப்படாது: பொருந்தும் காயை வையுங்கள்.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play a tile that fits.</source>
        <translation>குவியல் காலி: பொருந்தும் காயை வையுங்கள்.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play any tile to the centre of the table.</source>
        <translation>குவியலில் ஒதுக்கீடு மட்டுமே மீதம் உள்ளது, அதன் காய்கள் ஒருபோதும் எடுக்கப்படாது: எந்தக் காயையும் மேசையின் நடுவில் வையுங்கள்.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play any tile to the centre of the table.</source>
        <translation>குவியல் காலி: எந்தக் காயையும் மேசையின் நடுவில் வையுங்கள்.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may pass only when nothing fits and nothing is left to draw.</source>
        <translation>உங்களிடம் பொருந்தும் காய் உள்ளது: அதை வையுங்கள்; எதுவும் பொருந்தாமல், எடுக்கவும் எதுவும் இல்லாதபோது மட்டுமே தவிர்க்கலாம்.</translation>
    </message>
    <message>
        <source>You cannot call Muggins on your own side.</source>
        <translation>உங்கள் சொந்தப் பக்கத்தின் மீது மக்கின்ஸ் என்ன முடியாது.</translation>
    </message>
    <message>
        <source>These are your own points: claim them with C (or the Claim button).</source>
        <translation>இவை உங்கள் சொந்த மதிப்பெண்கள்: C (அல்லது கோரு பொத்தான்) மூலம் அவற்றைக் கோருங்கள்.</translation>
    </message>
    <message>
        <source>Only the next player to act may call Muggins! on these points.</source>
        <translation>அடுத்து ஆடும் ஆட்டக்காரர் மட்டுமே இந்த மதிப்பெண்களுக்கு மக்கின்ஸ்! என்று அழைக்கலாம்.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points an opponent did not claim, and computer players always claim their own points.</source>
        <translation>அழைக்க எதுவும் இல்லை: மக்கின்ஸ்! எதிராளி கோராத மதிப்பெண்களை எடுக்கும்; கணினி ஆட்டக்காரர்கள் தங்கள் மதிப்பெண்களை எப்போதும் கோருவார்கள்.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points the player before you did not claim, and none are waiting.</source>
        <translation>அழைக்க எதுவும் இல்லை: மக்கின்ஸ்! உங்களுக்கு முந்தைய ஆட்டக்காரர் கோராத மதிப்பெண்களை எடுக்கும்; இப்போது அப்படி எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>அந்த நகர்வு அனுமதிக்கப்படவில்லை.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves your opponent the fewest points.</source>
        <translation>%1 காயை வையுங்கள் (%2): இது இப்போது மதிப்பெண் தராது, ஆனால் உங்கள் எதிராளிக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves the next player the fewest points.</source>
        <translation>%1 காயை வையுங்கள் (%2): இது இப்போது மதிப்பெண் தராது, ஆனால் அடுத்த ஆட்டக்காரருக்கு மிகக் குறைந்த மதிப்பெண்களையே விட்டுவைக்கும்.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.</source>
        <translation>%1 காயை வையுங்கள் (%2): இது இப்போது மதிப்பெண் தராது, ஆனால் சில முறைகள் முன்னோக்கிப் பார்த்தால் இதுவே சிறந்த நகர்வு.</translation>
    </message>
    <message>
        <source>Play %1 on %2: no play scores now; looking a few turns ahead this one is the best.</source>
        <translation>%1 காயை வையுங்கள் (%2): இப்போது எந்த நகர்வும் மதிப்பெண் தராது; சில முறைகள் முன்னோக்கிப் பார்த்தால் இதுவே சிறந்த நகர்வு.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your last tile, so it ends the hand.</source>
        <translation>%1 காயை வையுங்கள் (%2): இது உங்கள் கடைசிக் காய், எனவே இது சுற்றை முடிக்கும்.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it reaches the target, so it wins the game.</source>
        <translation>%1 காயை வையுங்கள் (%2): இது இலக்கை எட்டும், எனவே நீங்கள் ஆட்டத்தில் வெல்வீர்கள்.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your only play.</source>
        <translation>%1 காயை வையுங்கள் (%2): இதுவே உங்களுக்கு உள்ள ஒரே நகர்வு.</translation>
    </message>
    <message>
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which.</source>
        <translation>%1 காயை வையுங்கள் (%2, அல்லது ஒளிரும் வேறொரு முனை): எப்படி வைத்தாலும் திறந்த முனைகள் ஒன்றாகவே இருக்கும், எனவே இதுவே உங்களுக்கு உள்ள ஒரே தேர்வு.</translation>
    </message>
    <message>
        <source>(fives and threes)</source>
        <translation>(ஐந்துகளும் மூன்றுகளும்)</translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <extracomment>the count panel&apos;s tooltip; %1 is a sum such as &quot;5 + 6 + 4 = 15&quot; (the open ends&apos; pips)</extracomment>
        <translation>திறந்த முனைகள்: %1</translation>
    </message>
    <message>
        <source>Then claim its points with C, before the next player acts.</source>
        <translation>பிறகு, அடுத்தவர் ஆடும் முன் C அழுத்தி அதன் மதிப்பெண்களைக் கோருங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். நீங்கள் தொடங்குகிறீர்கள்: எந்தக் காயையும் மேசையின் நடுவில் வையுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table, or draw again.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். நீங்கள் தொடங்குகிறீர்கள்: எந்தக் காயையும் மேசையின் நடுவில் வைக்கலாம், அல்லது மீண்டும் எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: draw again, or play a tile that fits.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். எதுவும் பொருந்தவில்லை: மீண்டும் எடுங்கள், அல்லது பொருந்தும் காயை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Spinner</source>
        <translation>ஸ்பின்னர்</translation>
    </message>
    <message>
        <source>Open end of the spinner: %1</source>
        <translation>ஸ்பின்னரின் திறந்த முனை: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n காய்</numerusform>
            <numerusform>%1 · %n காய்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores (to %1)</source>
        <translation>மதிப்பெண்கள் (%1 வரை)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next to play: you</source>
        <translation>அடுத்து ஆடுபவர்: நீங்கள்</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>கூட்டுத்தொகை %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>சுற்று %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ஆட்டம் முடிந்தது</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>சுற்று முடிந்தது</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>உங்கள் முறை</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>முறை: %1</translation>
    </message>
    <message>
        <source>The reserve: the last tiles of the boneyard, never drawn.</source>
        <translation>இருப்பு: குவியலின் கடைசிக் காய்கள், ஒருபோதும் எடுக்கப்படாது.</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <extracomment>the label under the reserve&apos;s tiles in the boneyard plate; %1: how many there are</extracomment>
        <translation>இருப்பு: %1</translation>
    </message>
    <message>
        <source>Boneyard: %1 to draw</source>
        <extracomment>the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn</extracomment>
        <translation>குவியல்: எடுக்க %1</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>குவியல்: %1</translation>
    </message>
    <message>
        <source>Press D or Enter to draw</source>
        <translation>எடுக்க D அல்லது Enter அழுத்துங்கள்</translation>
    </message>
    <message>
        <source>Click here to draw</source>
        <translation>எடுக்க இங்கே சொடுக்குங்கள்</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>உங்கள் அணி</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>எதிரணி</translation>
    </message>
    <message>
        <source>Bottom and top</source>
        <translation>கீழும் மேலும்</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>இடமும் வலமும்</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>நீங்கள் %1 வைத்தீர்கள்.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>நீங்கள் %1 வைத்து %n மதிப்பெண் பெற்றீர்கள்.</numerusform>
            <numerusform>நீங்கள் %1 வைத்து %n மதிப்பெண்கள் பெற்றீர்கள்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>%1: குவியலிலிருந்து ஒரு காய் எடுக்கப்பட்டு %2 வைக்கப்பட்டது, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1: குவியலிலிருந்து %n காய் எடுக்கப்பட்டு %2 வைக்கப்பட்டது, %3.</numerusform>
            <numerusform>%1: குவியலிலிருந்து %n காய்கள் எடுக்கப்பட்டு %2 வைக்கப்பட்டது, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n மதிப்பெண்</numerusform>
            <numerusform>%n மதிப்பெண்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and played %2.</source>
        <translation>%1: குவியலிலிருந்து ஒரு காய் எடுக்கப்பட்டு %2 வைக்கப்பட்டது.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1: குவியலிலிருந்து %n காய் எடுக்கப்பட்டு %2 வைக்கப்பட்டது.</numerusform>
            <numerusform>%1: குவியலிலிருந்து %n காய்கள் எடுக்கப்பட்டு %2 வைக்கப்பட்டது.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1: %2 வைக்கப்பட்டது, %n மதிப்பெண்.</numerusform>
            <numerusform>%1: %2 வைக்கப்பட்டது, %n மதிப்பெண்கள்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: %2 வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள்.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: குவியலிலிருந்து ஒரு காய் எடுக்கப்பட்டது.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1: குவியலிலிருந்து தொடர்ந்து %n காய் எடுக்கப்பட்டது.</numerusform>
            <numerusform>%1: குவியலிலிருந்து தொடர்ந்து %n காய்கள் எடுக்கப்பட்டன.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1: குவியலிலிருந்து %n காய் எடுத்தும் வைக்க முடியவில்லை; முறை கடந்தது.</numerusform>
            <numerusform>%1: குவியலிலிருந்து %n காய்கள் எடுத்தும் வைக்க முடியவில்லை; முறை கடந்தது.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and passed.</source>
        <translation>%1: குவியலிலிருந்து ஒரு காய் எடுத்தும் வைக்க முடியவில்லை; முறை கடந்தது.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: வைக்கக் காய் இல்லை; முறை கடந்தது.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit either: draw again.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள்; அதுவும் பொருந்தவில்லை: மீண்டும் எடுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits either: draw again.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள்; எதுவும் பொருந்தவில்லை: மீண்டும் எடுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit and nothing is left to draw: pass.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள்; அது பொருந்தவில்லை, எடுக்கவும் எதுவும் இல்லை: தவிர்.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>நீங்கள் தொடங்குகிறீர்கள்: எந்தக் காயையும் மேசையின் நடுவில் வையுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: you may play it, or draw again.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். அது பொருந்துகிறது: அதை வைக்கலாம், அல்லது மீண்டும் எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: play it.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். அது பொருந்துகிறது: அதை வையுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits and nothing is left to draw: pass.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள்; எதுவும் பொருந்தவில்லை, எடுக்கவும் எதுவும் இல்லை: தவிர்.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: play it.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். கடைசியாக எடுத்தது பொருந்துகிறது: அதை வையுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: you may play it, or draw again.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். கடைசியாக எடுத்தது பொருந்துகிறது: அதை வைக்கலாம், அல்லது மீண்டும் எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: play a tile that fits.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். எதுவும் பொருந்தவில்லை: பொருந்தும் காயை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: draw again, or play a tile that fits.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். அது பொருந்தவில்லை: மீண்டும் எடுங்கள், அல்லது பொருந்தும் காயை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: play a tile that fits.</source>
        <translation>நீங்கள் %1 எடுத்தீர்கள். அது பொருந்தவில்லை: பொருந்தும் காயை ஆடுங்கள்.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>%n மதிப்பெண் கணக்கில் சேர்க்கப்பட்டது: சுற்று முடிந்தது.</numerusform>
            <numerusform>%n மதிப்பெண்கள் கணக்கில் சேர்க்கப்பட்டன: சுற்று முடிந்தது.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>குறிப்பு: %1</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end.</source>
        <translation>உங்கள் முறை: திறந்த முனைக்குப் பொருந்தும் காயைத் தேர்வு செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ஆட்டம் முடிந்தது.</translation>
    </message>
    <message>
        <source>%1: Enter chooses it.</source>
        <translation>%1: Enter அதைத் தேர்ந்தெடுக்கும்.</translation>
    </message>
    <message>
        <source>%1 fits no open end.</source>
        <translation>%1 எந்தத் திறந்த முனையிலும் பொருந்தாது.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>திறந்த முனை: %1</translation>
    </message>
    <message>
        <source>%1 fits more than one end: choose a lit end.</source>
        <translation>%1 ஒன்றுக்கு மேற்பட்ட முனைகளுக்குப் பொருந்தும்: ஒளிரும் முனையைத் தேர்வு செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Play %1 on the lit end.</source>
        <translation>%1 காயை ஒளிரும் முனையில் வையுங்கள்.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table, or draw from the boneyard.</source>
        <translation>நீங்கள் தொடங்குகிறீர்கள்: எந்தக் காயையும் மேசையின் நடுவில் வைக்கலாம், அல்லது குவியலிலிருந்து எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end, or draw from the boneyard.</source>
        <translation>உங்கள் முறை: திறந்த முனைக்குப் பொருந்தும் காயைத் தேர்வு செய்யலாம், அல்லது குவியலிலிருந்து எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 காய், இடம்: %2.</translation>
    </message>
    <message>
        <source>Drop %1 on a lit end.</source>
        <translation>%1 காயை ஒளிரும் முனையில் விடுங்கள்.</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>அந்தக் காய் ஒன்றுக்கு மேற்பட்ட முனைகளுக்குப் பொருந்தும்: நீங்கள் விரும்பும் ஒளிரும் முனையைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>A seat&apos;s badge when its last turn was a pass (a word on the table, beside its hand).</extracomment>
        <translation>முறை தவிர்த்தார்</translation>
    </message>
    <message>
        <source>drew %1</source>
        <extracomment>A seat&apos;s badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.</extracomment>
        <translation>எடுத்தவை: %1</translation>
    </message>
    <message>
        <source>Muggins! %1</source>
        <extracomment>A badge&apos;s &quot;Muggins!&quot; call on points another player did not claim: %1, the points taken, as +10.</extracomment>
        <translation>மக்கின்ஸ்! %1</translation>
    </message>
    <message>
        <source>What this player did at its last turn (faint: before your own last play or pass).</source>
        <extracomment>The tooltip of a seat&apos;s badge (play-test pt54 #4: nothing on the table said what it was).</extracomment>
        <translation>இந்த ஆட்டக்காரர் தனது கடைசி முறையில் செய்தது (மங்கியது: உங்கள் கடைசி நகர்வு அல்லது தவிர்ப்புக்கு முன்பு).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>மேசை</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, Enter or D draws and Enter or P passes. H asks for a hint.</source>
        <translation>உங்கள் காய்கள் கீழே உள்ளன. இடது, வலது அம்புகள் அவற்றுக்கிடையே நகரும், Enter ஒன்றைத் தேர்வு செய்யும், இடது, வலது அல்லது Tab அதன் முனையைத் தேர்வு செய்யும், Enter அதை வைக்கும், Escape ரத்து செய்யும். எந்தக் காயும் பொருந்தாதபோது Enter அல்லது D காய் எடுக்கும், Enter அல்லது P முறையைத் தவிர்க்கும். H குறிப்பு கேட்கும்.</translation>
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
        <translation>காய் %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <extracomment>Tooltip of a domino lying face down (its pips are hidden).</extracomment>
        <translation>கவிழ்ந்த காய்</translation>
    </message>
</context>
</TS>
