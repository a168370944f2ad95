<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>BarKeys</name>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to the replay.</source>
        <translation>הכפתור „%1”: Enter לוחץ עליו; החצים שמאלה או ימינה מחזירים להפעלה החוזרת.</translation>
    </message>
    <message>
        <source>The %1 button: Enter presses it; Left or Right go back to your hand.</source>
        <translation>הכפתור „%1”: Enter לוחץ עליו; החצים שמאלה או ימינה מחזירים ליד שלך.</translation>
    </message>
</context>
<context>
    <name>ClaimButtons</name>
    <message>
        <source>Claim</source>
        <translation>תבע</translation>
    </message>
    <message>
        <source>Claim the points of your last play (C)</source>
        <translation>תבע את הנקודות של המהלך האחרון שלך (C)</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>מאגינס!</translation>
    </message>
    <message>
        <source>Take the points an opponent did not claim (M)</source>
        <translation>קח את הנקודות שיריב לא תבע (M)</translation>
    </message>
    <message>
        <source>Time left to claim your points</source>
        <extracomment>the name a screen reader gives the bar on the Claim button that empties as time runs out</extracomment>
        <translation>הזמן שנותר לתבוע את הנקודות שלך</translation>
    </message>
    <message>
        <source>Too late: %1 called Muggins! and took those points.</source>
        <translation>מאוחר מדי: %1 קרא „מאגינס!” ולקח את הנקודות האלה.</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message numerus="yes">
        <source>%n points: claim them with C (or the Claim button) before the next player acts.</source>
        <translation>
            <numerusform>%n נקודה: תבע אותה ב-C (או בכפתור תבע) לפני שהשחקן הבא פועל.</numerusform>
            <numerusform>%n נקודות: תבע אותן ב-C (או בכפתור תבע) לפני שהשחקן הבא פועל.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed %n points.</source>
        <translation>
            <numerusform>תבעת %n נקודה.</numerusform>
            <numerusform>תבעת %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 claimed %n points.</source>
        <translation>
            <numerusform>%1 תבע %n נקודה.</numerusform>
            <numerusform>%1 תבע %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim your %n points in time, and nobody called Muggins, so they are lost.</source>
        <translation>
            <numerusform>לא תבעת בזמן את הנקודה %n שלך, ואיש לא קרא „מאגינס!”, ולכן היא אבדה.</numerusform>
            <numerusform>לא תבעת בזמן את %n הנקודות שלך, ואיש לא קרא „מאגינס!”, ולכן הן אבדו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%2: a player&apos;s name, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>קראת „מאגינס!” על האבן %3 של %2 ולקחת את הנקודה (%n) שלה.</numerusform>
            <numerusform>קראת „מאגינס!” על האבן %3 של %2 ולקחת את %n הנקודות שלה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on your %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %3: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 קרא „מאגינס!” על האבן %3 שלך ולקח את הנקודה (%n) שלה.</numerusform>
            <numerusform>%1 קרא „מאגינס!” על האבן %3 שלך ולקח את %n הנקודות שלה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! on %2&apos;s %3 and took its %n points.</source>
        <extracomment>%1: the caller&apos;s name, %2: the player who did not claim, %3: their tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>%1 קרא „מאגינס!” על האבן %3 של %2 ולקח את הנקודה (%n) שלה.</numerusform>
            <numerusform>%1 קרא „מאגינס!” על האבן %3 של %2 ולקח את %n הנקודות שלה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of your %1 in time, and nobody called Muggins, so they were lost.</source>
        <extracomment>%1: your tile (&quot;2-5&quot;)</extracomment>
        <translation>
            <numerusform>לא תבעת בזמן את הנקודה (%n) של האבן %1 שלך, ואיש לא קרא „מאגינס!”, ולכן היא אבדה.</numerusform>
            <numerusform>לא תבעת בזמן את %n הנקודות של האבן %1 שלך, ואיש לא קרא „מאגינס!”, ולכן הן אבדו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take the %n points %2 did not claim.</source>
        <translation>
            <numerusform>מאגינס! אתה לוקח %n נקודה ש%2 לא תבע.</numerusform>
            <numerusform>מאגינס! אתה לוקח את %n הנקודות ש%2 לא תבע.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points you did not claim.</source>
        <translation>
            <numerusform>מאגינס! %1 לוקח %n נקודה שלא תבעת.</numerusform>
            <numerusform>מאגינס! %1 לוקח את %n הנקודות שלא תבעת.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! %1 takes the %n points %2 did not claim.</source>
        <translation>
            <numerusform>מאגינס! %1 לוקח %n נקודה ש%2 לא תבע.</numerusform>
            <numerusform>מאגינס! %1 לוקח את %n הנקודות ש%2 לא תבע.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message numerus="yes">
        <source>A count of %1 scores %n points.</source>
        <translation>
            <numerusform>סכום %1 מזכה ב־%n נקודה.</numerusform>
            <numerusform>סכום %1 מזכה ב־%n נקודות.</numerusform>
        </translation>
    </message>
    <message>
        <source>A count of %1 scores nothing.</source>
        <translation>סכום %1 אינו מזכה בנקודות.</translation>
    </message>
</context>
<context>
    <name>EndPanels</name>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>הסיבוב הבא</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>התחל משחק חדש (Ctrl+N)</translation>
    </message>
    <message>
        <source>Deal the next hand (Enter)</source>
        <translation>חלק את הסיבוב הבא (Enter)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>תוצאות</translation>
    </message>
    <message>
        <source>Show the end-of-hand panel again (T; a click on the table does too)</source>
        <translation>הצג שוב את לוח סוף הסיבוב (T; גם לחיצה על השולחן עושה זאת)</translation>
    </message>
    <message>
        <source>The game is over. Start another with the New game button (Ctrl+N); click the table or press Enter to see the results again.</source>
        <translation>המשחק נגמר. התחל משחק נוסף בכפתור „משחק חדש” (Ctrl+N); לחץ על השולחן או הקש Enter כדי לראות שוב את התוצאות.</translation>
    </message>
    <message>
        <source>The hand is over. Press Enter or the Next hand button to deal the next hand; click the table or press T to see the results again.</source>
        <translation>הסיבוב נגמר. הקש Enter או לחץ על הכפתור „הסיבוב הבא” כדי לחלק את הסיבוב הבא; לחץ על השולחן או הקש T כדי לראות שוב את התוצאות.</translation>
    </message>
</context>
<context>
    <name>GameOptionsForm</name>
    <message>
        <source>You and the player opposite against the other two</source>
        <translation>אתה והשחקן שמולך נגד השניים האחרים</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>משחק:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>שחקנים:</translation>
    </message>
    <message>
        <source>Partnerships:</source>
        <translation>שותפויות:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>יעד:</translation>
    </message>
    <message>
        <source>Tiles dealt:</source>
        <translation>אבנים בחלוקה:</translation>
    </message>
    <message>
        <source>End of a hand:</source>
        <translation>סוף סיבוב:</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>ניצחון:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>ניקוד:</translation>
    </message>
    <message>
        <source>Spinner:</source>
        <translation>ציר:</translation>
    </message>
    <message>
        <source>Claiming points:</source>
        <translation>תביעת נקודות:</translation>
    </message>
    <message>
        <source>Drawing:</source>
        <translation>שליפה מהקופה:</translation>
    </message>
    <message>
        <source>Boneyard:</source>
        <translation>קופה:</translation>
    </message>
    <message>
        <source>After a blocked hand:</source>
        <translation>אחרי סיבוב חסום:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>שחקני מחשב</translation>
    </message>
    <message>
        <source>Left player:</source>
        <translation>השחקן משמאל:</translation>
    </message>
    <message>
        <source>Top player:</source>
        <translation>השחקן מלמעלה:</translation>
    </message>
    <message>
        <source>Right player:</source>
        <translation>השחקן מימין:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>יריב:</translation>
    </message>
    <message>
        <source>Partner (top):</source>
        <translation>שותף (למעלה):</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n שחקן</numerusform>
            <numerusform>%n שחקנים</numerusform>
        </translation>
    </message>
    <message>
        <source>Change any rule below to make a custom game.</source>
        <translation>שנה כלל כלשהו למטה כדי ליצור משחק מותאם אישית.</translation>
    </message>
    <message>
        <source>Computer players always claim their own points: Muggins! can be called on points you leave unclaimed, not on theirs.</source>
        <translation>שחקני המחשב תמיד תובעים את הנקודות שלהם: אפשר לקרוא „מאגינס!” על נקודות שלא תבעת, לא על הנקודות שלהם.</translation>
    </message>
    <message>
        <source>Usual target</source>
        <translation>היעד הרגיל</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the target, in its box</comment>
        <translation>
            <numerusform>%n נקודה</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEndPanel</name>
    <message>
        <source>The game is over.</source>
        <translation>המשחק נגמר.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>ניצחת במשחק!</translation>
    </message>
    <message>
        <source>Your side wins the game!</source>
        <translation>הצד שלך ניצח במשחק!</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <comment>a side of two players, as Opponents</comment>
        <translation>הזוכה במשחק: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>הזוכה במשחק: %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>סוף המשחק</translation>
    </message>
    <message>
        <source>End of hand %1</source>
        <translation>סוף סיבוב %1</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>סיימת את כל האבנים שלך.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 סיים את כל האבנים שלו.</translation>
    </message>
    <message>
        <source>The hand is blocked: nobody can play.</source>
        <translation>הסיבוב חסום: אף אחד לא יכול לשחק.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>אבנים שנשארו</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>נקודות באבנים</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>מעוגל</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>צד</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>במהלך הסיבוב</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>סוף הסיבוב</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>הסיבוב הזה</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>הצג את השולחן</translation>
    </message>
    <message>
        <source>Hide this panel to look at the table (T); the Results button under the table shows it again</source>
        <translation>הסתר את הלוח הזה כדי לראות את השולחן (T); הכפתור תוצאות מתחת לשולחן מציג אותו שוב</translation>
    </message>
    <message numerus="yes">
        <source>A side reached the target of %n points by the end of this hand, so the game is over: the highest score wins.</source>
        <translation>
            <numerusform>צד אחד הגיע ליעד של %n נקודה עד סוף הסיבוב הזה, ולכן המשחק נגמר: הניקוד הגבוה ביותר מנצח.</numerusform>
            <numerusform>צד אחד הגיע ליעד של %n נקודות עד סוף הסיבוב הזה, ולכן המשחק נגמר: הניקוד הגבוה ביותר מנצח.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s pips are rounded to the nearest 5 and taken from their side&apos;s score.</source>
        <translation>סכום הנקודות שעל האבנים של כל שחקן מעוגל לכפולה הקרובה של 5 ומופחת מהניקוד של הצד שלו.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips; a tie: nobody) scores 1 point. No pips are taken away.</source>
        <translation>הצד שיצא (או, בסיבוב חסום, הצד עם הכי מעט נקודות באבנים; בתיקו: אף אחד) מקבל נקודה אחת. לא מורידים את הנקודות שבאבנים.</translation>
    </message>
    <message>
        <source>The side that went out (or, when blocked, has the fewest pips) collects the others&apos; rounded pips.</source>
        <translation>הצד שיצא (או, בסיבוב חסום, הצד עם הכי מעט נקודות באבנים) מקבל את הנקודות המעוגלות שבאבנים של האחרים.</translation>
    </message>
    <message>
        <source>Fewest pips: a tie, so no side collects or scores.</source>
        <translation>הכי מעט נקודות באבנים ביד: תיקו, ולכן אף צד לא מקבל דבר.</translation>
    </message>
    <message>
        <source>Fewest pips: %1.</source>
        <translation>הכי מעט נקודות באבנים ביד: %1.</translation>
    </message>
    <message>
        <source>&quot;Plays&quot; are the points scored during the hand; &quot;This hand&quot; adds up both.</source>
        <translation>„במהלך הסיבוב” הן הנקודות שנצברו במהלך הסיבוב; „הסיבוב הזה” מחבר את שתיהן.</translation>
    </message>
    <message numerus="yes">
        <source>A scoring play reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>מהלך מזכה הגיע ליעד של %n נקודה בסיבוב %2.</numerusform>
            <numerusform>מהלך מזכה הגיע ליעד של %n נקודות בסיבוב %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>קראת „מאגינס!” והגעת ליעד של %n נקודה בסיבוב %2.</numerusform>
            <numerusform>קראת „מאגינס!” והגעת ליעד של %n נקודות בסיבוב %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 קרא „מאגינס!” והגיע ליעד של %n נקודה בסיבוב %2.</numerusform>
            <numerusform>%1 קרא „מאגינס!” והגיע ליעד של %n נקודות בסיבוב %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>הנחת %3 (‎+%4) והגעת ליעד של %n נקודה בסיבוב %2.</numerusform>
            <numerusform>הנחת %3 (‎+%4) והגעת ליעד של %n נקודות בסיבוב %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %3 for %4 and reached the target of %n points in hand %2.</source>
        <translation>
            <numerusform>%1 הניח %3 (‎+%4) והגיע ליעד של %n נקודה בסיבוב %2.</numerusform>
            <numerusform>%1 הניח %3 (‎+%4) והגיע ליעד של %n נקודות בסיבוב %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the scores after each hand</source>
        <translation>תרשים הניקוד אחרי כל סיבוב</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>הסיבוב הבא</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>סקירת המשחק</translation>
    </message>
    <message>
        <source>See how your plays compare with the best moves, hand by hand (R)</source>
        <translation>השווה את המהלכים שלך למהלכים הטובים ביותר, סיבוב אחר סיבוב (R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <source>See how your plays in this hand compare with the best moves (R)</source>
        <translation>השווה את המהלכים שלך בסיבוב הזה למהלכים הטובים ביותר (R)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, the most you can score now.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודה, הכי הרבה שאפשר עכשיו.</numerusform>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודות, הכי הרבה שאפשר עכשיו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves your opponent the fewest points.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודה ומשאירה ליריב שלך הכי מעט נקודות.</numerusform>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודות ומשאירה ליריב שלך הכי מעט נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points and leaves the next player the fewest points.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודה ומשאירה לשחקן הבא הכי מעט נקודות.</numerusform>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודות ומשאירה לשחקן הבא הכי מעט נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it is your only play, and it scores %n points.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: זה המהלך היחיד האפשרי שלך, והוא מזכה ב־%n נקודה.</numerusform>
            <numerusform>הנח את %1 אל %2: זה המהלך היחיד האפשרי שלך, והוא מזכה ב־%n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which, and it scores %n points.</source>
        <translation>
            <numerusform>הנח את %1 אל %2 או אל קצה מואר אחר: הקצוות הפתוחים יוצאים זהים בכל מקרה, כך שזו הבחירה היחידה שלך, והיא מזכה ב־%n נקודה.</numerusform>
            <numerusform>הנח את %1 אל %2 או אל קצה מואר אחר: הקצוות הפתוחים יוצאים זהים בכל מקרה, כך שזו הבחירה היחידה שלך, והיא מזכה ב־%n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and as your last tile it ends the hand.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודה, וכאבן האחרונה שלך היא מסיימת את הסיבוב.</numerusform>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודות, וכאבן האחרונה שלך היא מסיימת את הסיבוב.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 on %2: it scores %n points, and looking a few turns ahead it is the best play.</source>
        <translation>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודה, ובמבט כמה תורות קדימה זה המהלך הטוב ביותר.</numerusform>
            <numerusform>הנח את %1 אל %2: היא מזכה ב־%n נקודות, ובמבט כמה תורות קדימה זה המהלך הטוב ביותר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%3 holds only %n tiles, so the hand may end soon, and the pips left in hand count then: this play gets rid of %1, your lightest play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>בידי %3 נשארה רק %n אבן, כך שהסיבוב עשוי להיגמר בקרוב, ואז נספרות הנקודות שנשארו באבנים ביד: המהלך הזה נפטר מ־%1, המהלך הקל ביותר שלך רק מ־%2.</numerusform>
            <numerusform>בידי %3 נשארו רק %n אבנים, כך שהסיבוב עשוי להיגמר בקרוב, ואז נספרות הנקודות שנשארו באבנים ביד: המהלך הזה נפטר מ־%1, המהלך הקל ביותר שלך רק מ־%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n נקודה</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would score %n points now, but it is worth less over the rest of the hand.</source>
        <translation>
            <numerusform>המהלך %1 אל %2 היה מזכה ב־%n נקודה עכשיו, אבל הוא שווה פחות בהמשך הסיבוב.</numerusform>
            <numerusform>המהלך %1 אל %2 היה מזכה ב־%n נקודות עכשיו, אבל הוא שווה פחות בהמשך הסיבוב.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can score %n points now: Enter chooses it.</source>
        <translation>
            <numerusform>%1 יכולה לזכות ב־%n נקודה עכשיו: Enter בוחר בה.</numerusform>
            <numerusform>%1 יכולה לזכות ב־%n נקודות עכשיו: Enter בוחר בה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 scores %n points now.</source>
        <translation>
            <numerusform>%1 אל %2 מזכה ב־%n נקודה עכשיו.</numerusform>
            <numerusform>%1 אל %2 מזכה ב־%n נקודות עכשיו.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is just as good.</source>
        <translation>גם %1 אל %2 הוא מהלך טוב באותה מידה.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 and %n other plays are just as good.</source>
        <translation>
            <numerusform>גם %1 אל %2 ועוד %n מהלך נוסף טובים באותה מידה.</numerusform>
            <numerusform>גם %1 אל %2 ועוד %n מהלכים נוספים טובים באותה מידה.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Abandoned</source>
        <translation>ננטש</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <source>(Undo used)</source>
        <translation>(נעשה שימוש בביטול)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n hands)</source>
        <translation>
            <numerusform>%1 (%2 מתוך %n סיבוב)</numerusform>
            <numerusform>%1 (%2 מתוך %n סיבובים)</numerusform>
        </translation>
    </message>
    <message>
        <source>hand %1, play %2: cost %3</source>
        <translation>סיבוב %1, מהלך %2: עלה %3</translation>
    </message>
    <message>
        <source>its review could not be read</source>
        <translation>לא ניתן היה לקרוא את הסקירה</translation>
    </message>
    <message>
        <source>History</source>
        <translation>היסטוריה</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>מתנהל כעת</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>עכשיו</translation>
    </message>
    <message>
        <source>No game has been kept yet: games appear here once finished or left, and the game you are playing once one of its hands is over.</source>
        <translation>עדיין לא נשמר אף משחק: משחקים יופיעו כאן אחרי שהסתיימו או ננטשו, והמשחק שאתה משחק עכשיו – אחרי שאחד מסיבוביו הסתיים.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>שחקני מחשב</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>דיוק</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>הטעות הגדולה ביותר</translation>
    </message>
    <message>
        <source>The share of your reviewed plays that gave away less than one point, and, when only some of the game&apos;s hands were reviewed, how many of them were</source>
        <translation>חלק המהלכים שלך שנסקרו ושבהם ויתרת על פחות מנקודה אחת, וכשנסקרו רק חלק מסיבובי המשחק, כמה מהם נסקרו</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>הצג בהפעלה חוזרת</translation>
    </message>
    <message>
        <source>Show biggest mistake</source>
        <translation>הצג את הטעות הגדולה ביותר</translation>
    </message>
    <message>
        <source>Open the selected game in the replay at the play that gave away the most points, with the better move</source>
        <translation>פתח את המשחק שנבחר בהפעלה חוזרת במהלך שאיבד הכי הרבה נקודות, עם המהלך הטוב יותר</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>הדיוק במשחקים שנסקרו, הישנים קודם</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>שפת המערכת</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fives</source>
        <translation>כל החמישיות</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>משחק &amp;חדש…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל מהלך</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>הסיב&amp;וב הבא</translation>
    </message>
    <message>
        <source>&amp;Review your plays</source>
        <translation>סקירת המה&amp;לכים שלך</translation>
    </message>
    <message>
        <source>&amp;Draw a tile</source>
        <translation>&amp;שלוף אבן</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;דלג</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>&amp;Claim points</source>
        <translation>&amp;תבע נקודות</translation>
    </message>
    <message>
        <source>Call &amp;Muggins!</source>
        <translation>&amp;קרא „מאגינס!”</translation>
    </message>
    <message>
        <source>&amp;About this deal…</source>
        <translation>&amp;אודות החלוקה הזו…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>ש&amp;מור רישום משחק…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;פתח רישום משחק…</translation>
    </message>
    <message>
        <source>P&amp;lay on from a record…</source>
        <translation>&amp;טען משחק מרישום…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>ה&amp;גדרות…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;יציאה</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ה&amp;גדל</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ה&amp;קטן</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>מ&amp;סך מלא</translation>
    </message>
    <message>
        <source>Dra&amp;w and pass automatically</source>
        <translation>שלוף ודלג &amp;אוטומטית</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;צלילים</translation>
    </message>
    <message>
        <source>&amp;Small tiles</source>
        <translation>אבנים &amp;קטנות</translation>
    </message>
    <message>
        <source>&amp;Normal tiles</source>
        <translation>אבנים &amp;רגילות</translation>
    </message>
    <message>
        <source>&amp;Large tiles</source>
        <translation>אבנים &amp;גדולות</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>&amp;התאם לחלון</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;מהירות הנפשה</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;איטית</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;רגילה</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;מהירה</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>מי&amp;ידית</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;היסטוריה…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;סטטיסטיקה…</translation>
    </message>
    <message>
        <source>Offer &amp;hints</source>
        <translation>הצע &amp;רמזים</translation>
    </message>
    <message>
        <source>&amp;Tile size</source>
        <translation>גו&amp;דל האבנים</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;חוקים</translation>
    </message>
    <message>
        <source>&amp;About All Fives</source>
        <translation>&amp;אודות כל החמישיות</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>שלוף</translation>
    </message>
    <message>
        <source>Draw a tile from the boneyard (D)</source>
        <translation>שלוף אבן מהקופה (D)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>דלג</translation>
    </message>
    <message>
        <source>Pass: no tile fits and nothing is left to draw (P)</source>
        <translation>דלג: אין אבן מתאימה ואין מה לשלוף (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>Ask the expert player what to play (H)</source>
        <translation>שאל את השחקן המומחה מה לשחק (H)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Seed of this game</source>
        <translation>מספר החלוקה של המשחק הזה</translation>
    </message>
    <message>
        <source>The saved game did not say how well its computer players played: Medium players play on for them.</source>
        <translation>המשחק השמור לא אמר באיזו רמה שיחקו שחקני המחשב שלו: שחקנים ברמה בינונית ממשיכים לשחק במקומם.</translation>
    </message>
    <message>
        <source>Resume goes on with that game; New game deals seed %1, as the command line asked.</source>
        <translation>„המשך” ממשיך את המשחק הזה; „משחק חדש” מחלק לפי מספר חלוקה %1, כפי שביקשה שורת הפקודה.</translation>
    </message>
    <message>
        <source>That game was dealt from seed %1, as the command line asked: Resume goes on with it; New game deals it again from its first hand.</source>
        <translation>המשחק הזה חולק לפי מספר חלוקה %1, כפי שביקשה שורת הפקודה: „המשך” ממשיך אותו; „משחק חדש” מחלק אותו שוב מהסיבוב הראשון.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>המשך משחק</translation>
    </message>
    <message>
        <source>You have a game that is not finished. Resume it where you left it?</source>
        <translation>יש לך משחק שלא הסתיים. להמשיך אותו מהמקום שבו עצרת?</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since your opponent, once stuck, must pass instead of drawing.</source>
        <translation>רמז: שלוף מהקופה (D) לפני שאתה מניח: כאן משתלם לשלוף כל אבן שאפשר לשלוף, כי היריב שלך, כשייתקע, יצטרך לדלג במקום לשלוף.</translation>
    </message>
    <message>
        <source>Hint: draw from the boneyard (D) before you play: taking every tile that may be drawn pays here, since the tiles you hold cost nothing at the end of the hand.</source>
        <translation>רמז: שלוף מהקופה (D) לפני שאתה מניח: כאן משתלם לשלוף כל אבן שאפשר לשלוף, כי האבנים שבידך לא עולות לך דבר בסוף הסיבוב.</translation>
    </message>
    <message>
        <source>Hand %1, scores: %2.</source>
        <translation>סיבוב %1, ניקוד: %2.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>המשך</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>המשחק שלך ממשיך מהמקום שבו עצרת.</translation>
    </message>
    <message>
        <source>This is the demo: the games played here are not saved. Start All Fives without --demo to keep your games.</source>
        <translation>זהו מצב ההדגמה: המשחקים כאן אינם נשמרים. הפעילו את All Fives בלי ‎--demo כדי לשמור את המשחקים שלכם.</translation>
    </message>
    <message>
        <source>Your last play and every move after it were taken back. It is your turn again.</source>
        <translation>המהלך האחרון שלך וכל המהלכים שאחריו בוטלו. שוב תורך.</translation>
    </message>
    <message>
        <source>Hints are off. To turn them on: View › Offer hints (or Game › Settings).</source>
        <translation>הרמזים כבויים. להפעלתם: תצוגה › הצע רמזים (או משחק › הגדרות).</translation>
    </message>
    <message>
        <source>Leave the game in progress and start a new one?</source>
        <translation>לעזוב את המשחק הנוכחי ולהתחיל משחק חדש?</translation>
    </message>
    <message>
        <source>The game you leave is kept in your history and counted in your statistics as abandoned.</source>
        <translation>המשחק שתעזוב יישמר בהיסטוריה שלך וייספר בסטטיסטיקה שלך כמשחק שננטש.</translation>
    </message>
    <message>
        <source>Your files cannot be written now, so the game you leave cannot be kept in your history; Game › Save record can keep it in another folder first.</source>
        <translation>לא ניתן לכתוב את הקבצים שלך כרגע, ולכן המשחק שתעזוב לא יישמר בהיסטוריה שלך; משחק › שמור רישום משחק יכול לשמור אותו קודם בתיקייה אחרת.</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>עזוב אותו</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>המשך לשחק</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>מספר חלוקה %1</translation>
    </message>
    <message>
        <source>A replay cannot be undone: close it (Escape) to go back to your game.</source>
        <translation>אי אפשר לבטל מהלך בהפעלה חוזרת: סגור אותה (Escape) כדי לחזור למשחק שלך.</translation>
    </message>
    <message>
        <source>This hand is over, so its plays can no longer be taken back.</source>
        <translation>הסיבוב הזה הסתיים, ולכן אי אפשר עוד לבטל את המהלכים שלו.</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>ביטול מהלכים כבוי בהגדרות.</translation>
    </message>
    <message>
        <source>There is no play of yours in this hand to take back.</source>
        <translation>אין בסיבוב הזה מהלך שלך לבטל.</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits an open end, so draw from the boneyard (D).</source>
        <translation>רמז: אף אחת מהאבנים שלך לא מתאימה לקצה פתוח, לכן שלוף מהקופה (D).</translation>
    </message>
    <message>
        <source>Hint: none of your tiles fits and nothing is left to draw, so pass (P).</source>
        <translation>רמז: אף אחת מהאבנים שלך לא מתאימה ואין מה לשלוף, לכן דלג (P).</translation>
    </message>
    <message>
        <source>A hint will come at your turn.</source>
        <translation>רמז יגיע כשיגיע תורך.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn to play a tile.</source>
        <translation>רמז ניתן כשתורך להניח אבן.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>מחפש רמז…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>This game was dealt from seed %1.</source>
        <translation>המשחק הזה חולק לפי מספר חלוקה %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n שחקן</numerusform>
            <numerusform>%n שחקנים</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>יעד %1</translation>
    </message>
    <message>
        <source>hand %1 of this game</source>
        <translation>סיבוב %1 במשחק הזה</translation>
    </message>
    <message>
        <source>About this deal</source>
        <translation>אודות החלוקה הזו</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>שחקני מחשב: %1</translation>
    </message>
    <message>
        <source>To play the same deals again, choose seed %1 and the same players and rules in the New game dialog (the seed alone does not set them). This command opens it with the seed:
allfives-qt --seed %1</source>
        <translation>כדי לשחק שוב באותן חלוקות, בחר בחלון משחק חדש את מספר החלוקה %1 ואת אותם שחקנים ואותם חוקים (המספר לבדו אינו קובע אותם). הפקודה הזו פותחת אותו עם המספר:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>Seed %1 does not deal all of this game&apos;s hands: those it does not deal are its record&apos;s own.</source>
        <translation>מספר החלוקה %1 אינו מחלק את כל הידיים של המשחק הזה: אלה שאינו מחלק הן של הרשומה שלו עצמה.</translation>
    </message>
    <message>
        <source>This game&apos;s record gives no seed: its deals are the record&apos;s own, and no seed deals them again.</source>
        <translation>הרשומה של המשחק הזה אינה נותנת מספר חלוקה: החלוקות בה הן של הרשומה עצמה, ואין מספר חלוקה שמחלק אותן שוב.</translation>
    </message>
    <message>
        <source>No: each player scores alone</source>
        <translation>לא: כל שחקן צובר נקודות לבדו</translation>
    </message>
    <message>
        <source>Every other rule as in %1.</source>
        <translation>כל שאר החוקים כמו במשחק „%1”.</translation>
    </message>
    <message>
        <source>All Fives %1</source>
        <translation>כל החמישיות %1</translation>
    </message>
    <message>
        <source>A dominoes game for one person against computer players: score points whenever the open ends of the layout add up to a multiple of five.</source>
        <translation>משחק דומינו לאדם אחד מול שחקני מחשב: צוברים נקודות בכל פעם שסכום הקצוות הפתוחים של השורה מתחלק בחמש.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>רישיון: GNU General Public License, גרסה 3 ואילך (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This deal: seed %1. With the same players and rules, this command deals it again:
allfives-qt --seed %1</source>
        <translation>החלוקה הזו: מספר חלוקה %1. עם אותם שחקנים ואותם חוקים, הפקודה הזו מחלקת אותה שוב:
allfives-qt --seed %1</translation>
    </message>
    <message>
        <source>About All Fives</source>
        <translation>אודות כל החמישיות</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>הפעלה חוזרת</translation>
    </message>
    <message>
        <source>This game holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>המשחק הזה מכיל את הסיבוב שאתה משחק עכשיו, שעוד לא נגמר: אפשר יהיה להציג אותו כשהסיבוב הזה ייגמר.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>מספר חלוקה (לא חובה):</translation>
    </message>
    <message>
        <source>random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>מספר חלוקה</translation>
    </message>
    <message>
        <source>A seed is a whole number from %1 to %2. Leave it empty for a random one.</source>
        <translation>מספר חלוקה הוא מספר שלם מ־%1 עד %2. השאירו את השדה ריק לבחירה אקראית.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>התחל</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>התחל כרגיל</translation>
    </message>
    <message>
        <source>Start a game with your usual choices (Game › Settings…)</source>
        <translation>התחל משחק בבחירות הרגילות שלך (משחק › הגדרות…)</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>הסתר הודעה זו</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>חמדן</translation>
    </message>
    <message>
        <source>Standard (9 each for 2 players, 7 for 3, 5 for 4)</source>
        <translation>רגיל (9 לכל אחד בשני שחקנים, 7 בשלושה, 5 בארבעה)</translation>
    </message>
    <message>
        <source>Five each</source>
        <translation>חמש לכל אחד</translation>
    </message>
    <message>
        <source>Seven each for 2 players, five for 3 or 4</source>
        <translation>שבע לכל אחד בשני שחקנים, חמש בשלושה או בארבעה</translation>
    </message>
    <message>
        <source>Each player loses the pips left in hand</source>
        <translation>כל שחקן מפסיד את הנקודות שבאבנים שנשארו בידו</translation>
    </message>
    <message>
        <source>The side that goes out collects the others&apos; pips</source>
        <translation>הצד שיוצא מקבל את הנקודות שבאבנים של האחרים</translation>
    </message>
    <message>
        <source>One point to the side that goes out (or has the fewest pips)</source>
        <translation>נקודה אחת לצד שסיים (או שבאבנים שבידו הכי מעט נקודות)</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>כל החמישיות</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>מאגינס</translation>
    </message>
    <message>
        <source>Fives and Threes</source>
        <translation>חמישיות ושלישיות</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>מותאם אישית</translation>
    </message>
    <message>
        <source>Multiples of 5 score their count</source>
        <translation>כפולה של 5 מזכה בסכום שלה</translation>
    </message>
    <message>
        <source>Fives and threes: count / 5 plus count / 3</source>
        <translation>חמישיות ושלישיות: סכום / 5 ועוד סכום / 3</translation>
    </message>
    <message>
        <source>The first double is the spinner</source>
        <translation>הכפולה הראשונה היא הציר</translation>
    </message>
    <message>
        <source>No spinner: one line</source>
        <translation>בלי ציר: שורה אחת</translation>
    </message>
    <message>
        <source>Points are scored at once</source>
        <translation>הנקודות נרשמות מיד</translation>
    </message>
    <message>
        <source>Claim your points, or an opponent calls Muggins</source>
        <translation>תבע את הנקודות שלך, אחרת יריב קורא מאגינס</translation>
    </message>
    <message>
        <source>Only when no tile fits</source>
        <translation>רק כשאף אבן לא מתאימה</translation>
    </message>
    <message>
        <source>At will, before playing</source>
        <translation>כרצונך, לפני שמשחקים</translation>
    </message>
    <message>
        <source>Every tile may be drawn</source>
        <translation>מותר לשלוף כל אבן</translation>
    </message>
    <message>
        <source>The last two tiles are never drawn</source>
        <translation>שתי האבנים האחרונות לעולם אינן נשלפות</translation>
    </message>
    <message>
        <source>A player chosen at random</source>
        <translation>שחקן שנבחר באקראי</translation>
    </message>
    <message>
        <source>The player with the fewest pips</source>
        <translation>השחקן שבאבנים שבידו הכי מעט נקודות</translation>
    </message>
    <message>
        <source>The same player again</source>
        <translation>אותו שחקן שוב</translation>
    </message>
    <message>
        <source>At once when a side reaches the target</source>
        <translation>מיד כשצד מגיע ליעד</translation>
    </message>
    <message>
        <source>At the end of the hand, highest score</source>
        <translation>בסוף הסיבוב, הניקוד הגבוה ביותר</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Game records (*.json)</source>
        <extracomment>Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads &quot;(*.json)&quot;.</extracomment>
        <translation>רישומי משחקים ‎(*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>חפש ב:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>שם הקובץ:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>סוג הקבצים:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמור</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתח</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>עדיין אין משחק לשמור.</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>שמירת רישום משחק</translation>
    </message>
    <message>
        <source>Game record saved as %1.</source>
        <translation>רישום המשחק נשמר בשם %1.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>הדיסק מלא.</translation>
    </message>
    <message>
        <source>That folder cannot be written to (it is read-only, or not yours).</source>
        <translation>לא ניתן לכתוב לתיקייה הזאת (היא לקריאה בלבד, או שאינה שלך).</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>המערכת אומרת: %1</translation>
    </message>
    <message>
        <source>The game record could not be saved as %1.</source>
        <translation>לא ניתן היה לשמור את רישום המשחק בשם %1.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>פתיחת רישום משחק</translation>
    </message>
    <message>
        <source>Reading the game record…</source>
        <translation>קורא את רישום המשחק…</translation>
    </message>
    <message>
        <source>The file cannot be read (the system says: %1).</source>
        <translation>לא ניתן לקרוא את הקובץ (המערכת אומרת: %1).</translation>
    </message>
    <message>
        <source>Its hand %1 is not written as a game record&apos;s hands are:</source>
        <translation>הסיבוב %1 בו אינו כתוב כפי שנכתבים סיבובים ברישום משחק:</translation>
    </message>
    <message>
        <source>It breaks the rules at hand %1, play %2:</source>
        <translation>הוא מפר את החוקים בסיבוב %1, מהלך %2:</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its text goes wrong at line %1, column %2.</source>
        <translation>הקובץ פגום או קטוע: הטקסט שלו משתבש בשורה %1, עמודה %2.</translation>
    </message>
    <message>
        <source>It is not a game record this program can read:</source>
        <translation>זה אינו רישום משחק שהתוכנה יכולה לקרוא:</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words; it counts seats from 0, as the file does.)</source>
        <translation>(במילים של בודק הרשומות, באנגלית; הוא סופר מושבים מ־0, כמו הקובץ.)</translation>
    </message>
    <message>
        <source>(In the record checker&apos;s words.)</source>
        <translation>(במילים של בודק הרשומות, באנגלית.)</translation>
    </message>
    <message>
        <source>The file is %1; a game record is at most %2.</source>
        <translation>גודל הקובץ %1; רישום משחק הוא לכל היותר %2.</translation>
    </message>
    <message>
        <source>It has no record version.</source>
        <translation>אין בו גרסת רישום.</translation>
    </message>
    <message>
        <source>It was written for another version of the game record format.</source>
        <translation>הוא נכתב לגרסה אחרת של תבנית רישום המשחק.</translation>
    </message>
    <message>
        <source>This program reads version %1 records.</source>
        <translation>התוכנה קוראת רישומים בגרסה %1.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>זו תיקייה, לא קובץ.</translation>
    </message>
    <message>
        <source>It is not a file that can be read from start to end (a device or a pipe).</source>
        <translation>זה אינו קובץ שאפשר לקרוא מתחילתו ועד סופו (התקן או צינור).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>הקובץ ריק.</translation>
    </message>
    <message>
        <source>The file holds only blank space.</source>
        <translation>בקובץ יש רק רווחים.</translation>
    </message>
    <message>
        <source>The file is not text: a game record is text (JSON, in UTF-8).</source>
        <translation>הקובץ אינו טקסט: רישום משחק הוא טקסט (JSON, בקידוד UTF-8).</translation>
    </message>
    <message>
        <source>The file is text, but not JSON: a game record starts with “{”.</source>
        <translation>הקובץ הוא טקסט, אבל לא JSON: רישום משחק מתחיל ב־“⁦{⁩”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not a game record: a game record starts with “{”.</source>
        <translation>הקובץ הוא JSON, אבל לא רישום משחק: רישום משחק מתחיל ב־“⁦{⁩”.</translation>
    </message>
    <message>
        <source>The file is JSON, but not an All Fives game record: a game record says “&quot;format&quot;: &quot;allfives-record&quot;”.</source>
        <translation>הקובץ הוא JSON, אבל לא רישום משחק של All Fives: ברישום משחק כתוב ⁦&quot;format&quot;: &quot;allfives-record&quot;⁩.</translation>
    </message>
    <message>
        <source>The record %1 cannot be shown.</source>
        <translation>לא ניתן להציג את הרישום %1.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>יציאה</translation>
    </message>
    <message>
        <source>The end of your last game could not be saved, so it is not in your history, and the next start may offer it from an earlier play. Quit anyway?</source>
        <translation>לא ניתן היה לשמור את סיום המשחק האחרון שלך, ולכן הוא אינו בהיסטוריה שלך, וייתכן שבהפעלה הבאה הוא יוצע ממהלך מוקדם יותר. לצאת בכל זאת?</translation>
    </message>
    <message>
        <source>This game could not be saved, so it cannot be offered when you start again. Quit anyway?</source>
        <translation>לא ניתן היה לשמור את המשחק הזה, ולכן לא יוצע לך כשתפעיל שוב. לצאת בכל זאת?</translation>
    </message>
    <message>
        <source>Save record… keeps a record of it in another folder, which Game › Open record can replay.</source>
        <translation>שמור רישום משחק… שומר רישום שלו בתיקייה אחרת, ואפשר להציג אותו מחדש דרך משחק › פתח רישום משחק.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>המשך לשחק</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>שמור רישום משחק…</translation>
    </message>
    <message>
        <source>The record %1 holds the hand you are playing, which is not over yet: it can be shown once that hand has ended.</source>
        <translation>הרישום %1 מכיל את הסיבוב שאתה משחק עכשיו, שעוד לא נגמר: אפשר יהיה להציג אותו כשהסיבוב הזה ייגמר.</translation>
    </message>
    <message>
        <source>The review kept in this record could not be read, so its marks are not shown: press R to review your plays again.</source>
        <translation>לא ניתן היה לקרוא את הסקירה השמורה ברשומה הזו, ולכן הסימונים שלה אינם מוצגים: לחץ R כדי לסקור שוב את המהלכים שלך.</translation>
    </message>
    <message>
        <source>Play on from a game record</source>
        <translation>טען משחק מרישום משחק</translation>
    </message>
    <message>
        <source>The record %1 cannot be played on.</source>
        <translation>אי אפשר להמשיך לשחק מהרישום %1.</translation>
    </message>
    <message>
        <source>Its game is over: Game › Open record shows it again.</source>
        <translation>המשחק שבו הסתיים: משחק › פתח רישום משחק מציג אותו שוב.</translation>
    </message>
    <message>
        <source>No seat of its game is a person&apos;s: every player is a computer player.</source>
        <translation>אף מושב במשחק שבו אינו של אדם: כל השחקנים הם שחקני מחשב.</translation>
    </message>
    <message>
        <source>Its target, %1, is past the highest a game here can have, %2.</source>
        <translation>היעד שלו, %1, גבוה מהיעד הגבוה ביותר שיכול להיות למשחק כאן, %2.</translation>
    </message>
    <message>
        <source>The record is of the game being played, as it stands now: the game goes on as it is.</source>
        <translation>הרשומה היא של המשחק שמשוחק עכשיו, כפי שהוא עומד כעת: המשחק ממשיך כמו שהוא.</translation>
    </message>
    <message>
        <source>Leave the game in progress and play on from the record?</source>
        <translation>לעזוב את המשחק הנוכחי ולטעון את המשחק מהרישום?</translation>
    </message>
    <message>
        <source>The game of the record goes on. %1</source>
        <translation>המשחק מהרישום ממשיך. %1</translation>
    </message>
    <message>
        <source>The record does not say how well its computer players played: Medium players play on for them.</source>
        <translation>הרשומה אינה אומרת באיזו רמה שיחקו שחקני המחשב שלה: שחקנים ברמה בינונית ממשיכים לשחק במקומם.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>תיקייה</translation>
    </message>
    <message>
        <source>File</source>
        <translation>קובץ</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>כונן</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;בחר הכול</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>צעד &amp;למעלה</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>צעד למ&amp;טה</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>אחורה</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>קדימה</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>תיקיית האב</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>צור תיקייה חדשה</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>תצוגת רשימה</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>תצוגת פרטים</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>חזור אחורה</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>התקדם קדימה</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>עבור לתיקיית האב</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>צור תיקייה חדשה</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>עבור לתצוגת רשימה</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>עבור לתצוגת פרטים</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>סרגל צד</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>רשימת מקומות וסימניות</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>קבצים</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>מקומות אחרונים</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;שנה שם</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;מחק</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>הצג קבצים &amp;מוסתרים</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>הצג </translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;תיקייה חדשה</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>תיקייה חדשה</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>האם למחוק את &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; מוגן מפני כתיבה.
למחוק אותו בכל זאת?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>לא ניתן למחוק את התיקייה.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 כבר קיים.
להחליף אותו?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
הקובץ לא נמצא.
בדוק שניתן שם הקובץ הנכון.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
התיקייה לא נמצאה.
בדוק שניתן שם התיקייה הנכון.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתח</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>שמור בשם</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;פתח</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמור</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>כל הקבצים (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>גודל</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>סוג</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>תאריך שינוי</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>מחשב</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>שם קובץ לא תקין</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;לא ניתן להשתמש בשם &quot;%1&quot;.&lt;/b&gt;&lt;p&gt;נסה שם אחר, עם פחות תווים או בלי סימני פיסוק.</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Write &quot;RTL&quot; for a right-to-left language (Hebrew), &quot;LTR&quot; for every other.</extracomment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;בצע שוב</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;גזור</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתק</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבק</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכול</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;כן</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;לא</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתח</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמור</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>החל</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>אפס</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>שחזר ברירות מחדל</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>עזרה</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>התעלם מהשינויים</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>גלול לכאן</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>למעלה</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>למטה</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>עמוד למעלה</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>עמוד למטה</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>גלול למעלה</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>גלול למטה</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>קצה שמאלי</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>קצה ימני</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>עמוד שמאלה</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>עמוד ימינה</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>גלול שמאלה</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>גלול ימינה</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתק</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>העתק את כתובת ה&amp;קישור</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכול</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message numerus="yes">
        <source>%3 held only %n tiles, so the hand could end soon, and the pips left in hand count then: the better move got rid of %1, your play only %2.</source>
        <comment>%3: a player&apos;s name, as Right player</comment>
        <translation>
            <numerusform>בידי %3 נשארה רק %n אבן, כך שהסיבוב יכול היה להיגמר בקרוב, ואז נספרות הנקודות שנשארו באבנים ביד: המהלך הטוב יותר נפטר מ־%1, המהלך שלך רק מ־%2.</numerusform>
            <numerusform>בידי %3 נשארו רק %n אבנים, כך שהסיבוב יכול היה להיגמר בקרוב, ואז נספרות הנקודות שנשארו באבנים ביד: המהלך הטוב יותר נפטר מ־%1, המהלך שלך רק מ־%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 would have scored %n points at once, but it was worth less over the rest of the hand.</source>
        <translation>
            <numerusform>המהלך %1 אל %2 היה מזכה מיד ב־%n נקודה, אבל הוא היה שווה פחות בהמשך הסיבוב.</numerusform>
            <numerusform>המהלך %1 אל %2 היה מזכה מיד ב־%n נקודות, אבל הוא היה שווה פחות בהמשך הסיבוב.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Play %1 of %2</source>
        <translation>מהלך %1 מתוך %2</translation>
    </message>
    <message>
        <source>The deal</source>
        <comment>the replay&apos;s step of the deal, before any play</comment>
        <translation>החלוקה</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>השהה</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>הפעל</translation>
    </message>
    <message>
        <source>Stop stepping (Space)</source>
        <translation>עצור את ההתקדמות (רווח)</translation>
    </message>
    <message>
        <source>Step through the plays on their own (Space)</source>
        <translation>התקדם במהלכים מעצמו (רווח)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>סיבוב %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>הפעלה חוזרת</translation>
    </message>
    <message>
        <source>First</source>
        <translation>ראשון</translation>
    </message>
    <message>
        <source>Go to the deal of this hand; again: the first deal of the game (Home)</source>
        <translation>מעבר לחלוקה של הסיבוב הזה; שוב: לחלוקה הראשונה במשחק (Home)</translation>
    </message>
    <message>
        <source>Go to the end of this hand; again: the end of the game (End)</source>
        <translation>מעבר לסוף הסיבוב הזה; שוב: לסוף המשחק (End)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>אחורה</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>הפעלה חוזרת: %1</translation>
    </message>
    <message>
        <source>One play back (Left arrow)</source>
        <translation>מהלך אחד אחורה (חץ שמאלה)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>קדימה</translation>
    </message>
    <message>
        <source>One play forward (Right arrow)</source>
        <translation>מהלך אחד קדימה (חץ ימינה)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>אחרון</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>סגור הפעלה חוזרת</translation>
    </message>
    <message>
        <source>Leave the replay and go back to your game (Escape)</source>
        <translation>צא מההפעלה החוזרת וחזור למשחק שלך (Escape)</translation>
    </message>
    <message>
        <source>Jump to a hand</source>
        <translation>קפיצה לסיבוב</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>סיבוב</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Hand %1: the deal. First to play: %2.</source>
        <translation>סיבוב %1: החלוקה. פותח: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 called Muggins! and took the %n points.</source>
        <translation>
            <numerusform>%1 קרא „מאגינס!” ולקח %n נקודה.</numerusform>
            <numerusform>%1 קרא „מאגינס!” ולקח את %n הנקודות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody called Muggins: the points are lost.</source>
        <translation>איש לא קרא מאגינס: הנקודות אבדו.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>שלפת מהקופה את %5 והנחת את %2 אל %3. סכום %4, %n נקודה.</numerusform>
            <numerusform>שלפת מהקופה את %5 והנחת את %2 אל %3. סכום %4, %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>שלפת מהקופה את %5 והנחת את %2 אל %3. סכום %4: %n נקודה לא נתבעה.</numerusform>
            <numerusform>שלפת מהקופה את %5 והנחת את %2 אל %3. סכום %4: %n נקודות לא נתבעו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 שלף מהקופה את %5 והניח את %2 אל %3. סכום %4, %n נקודה.</numerusform>
            <numerusform>%1 שלף מהקופה את %5 והניח את %2 אל %3. סכום %4, %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 שלף מהקופה את %5 והניח את %2 אל %3. סכום %4: %n נקודה לא נתבעה.</numerusform>
            <numerusform>%1 שלף מהקופה את %5 והניח את %2 אל %3. סכום %4: %n נקודות לא נתבעו.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed after this play.</source>
        <translation>דילגת על התור אחרי מהלך זה.</translation>
    </message>
    <message>
        <source>%1 passed after this play.</source>
        <translation>%1 דילג על התור אחרי מהלך זה.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>המשחק נגמר.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>הסיבוב נגמר.</translation>
    </message>
    <message>
        <source>At the end of the hand: %1.</source>
        <translation>בסוף הסיבוב: %1.</translation>
    </message>
    <message>
        <source>Hand %1, play %2:</source>
        <translation>סיבוב %1, מהלך %2:</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>%1 הניח את %2 אל %3. סכום %4, %n נקודה.</numerusform>
            <numerusform>%1 הניח את %2 אל %3. סכום %4, %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>%1 הניח את %2 אל %3. סכום %4: %n נקודה לא נתבעה.</numerusform>
            <numerusform>%1 הניח את %2 אל %3. סכום %4: %n נקודות לא נתבעו.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed.</source>
        <translation>שלפת מהקופה את %2 ודילגת על התור.</translation>
    </message>
    <message>
        <source>You drew %2 from the boneyard and passed after this play.</source>
        <translation>שלפת מהקופה את %2 ודילגת על התור אחרי מהלך זה.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed.</source>
        <translation>%1 שלף מהקופה את %2 ודילג על התור.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the boneyard and passed after this play.</source>
        <translation>%1 שלף מהקופה את %2 ודילג על התור אחרי מהלך זה.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the hand.</source>
        <translation>הרשומה נעצרת כאן, באמצע הסיבוב.</translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4, %n points.</source>
        <translation>
            <numerusform>הנחת את %2 אל %3. סכום %4, %n נקודה.</numerusform>
            <numerusform>הנחת את %2 אל %3. סכום %4, %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %2 on %3. Count %4: %n points not claimed.</source>
        <translation>
            <numerusform>הנחת את %2 אל %3. סכום %4: %n נקודה לא נתבעה.</numerusform>
            <numerusform>הנחת את %2 אל %3. סכום %4: %n נקודות לא נתבעו.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>דילגת על התור.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 דילג על התור.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>It was your only play.</source>
        <translation>זה היה המהלך היחיד שלך.</translation>
    </message>
    <message>
        <source>The move itself was the best.</source>
        <translation>המהלך עצמו היה הטוב ביותר.</translation>
    </message>
    <message>
        <source>In all, this play cost %1.</source>
        <translation>בסך הכול, המהלך הזה עלה %1.</translation>
    </message>
    <message>
        <source>Either end your tile fitted left the same open ends, so you had no real choice here.</source>
        <translation>כל אחד מהקצוות שאליהם התאימה האבן שלך השאיר את אותם קצוות פתוחים, כך שלא הייתה לך כאן בחירה של ממש.</translation>
    </message>
    <message>
        <source>Whether to draw first instead is not judged.</source>
        <translation>האם לשלוף קודם במקום זאת – זה לא נבדק.</translation>
    </message>
    <message>
        <source>Your play %1 won the game.</source>
        <translation>המהלך שלך %1 ניצח במשחק.</translation>
    </message>
    <message>
        <source>Your play %1 was the best.</source>
        <translation>המהלך שלך %1 היה הטוב ביותר.</translation>
    </message>
    <message>
        <source>Better: %1, which would have won the game at once. Your play %3 cost %4.</source>
        <translation>עדיף: %1, שהיה מנצח במשחק מיד. המהלך שלך %3 עלה %4.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 scored %2 at once, but cost %4 over the rest of the hand.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>עדיף: %1. המהלך שלך %3 זכה מיד ב־%2, אבל עלה %4 בהמשך הסיבוב.</translation>
    </message>
    <message>
        <source>Better: %1. Your play %3 cost %4.</source>
        <translation>עדיף: %1. המהלך שלך %3 עלה %4.</translation>
    </message>
    <message>
        <source>not claimed: cost %1</source>
        <translation>לא נתבע: עלה %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>עלה %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 אל %2</translation>
    </message>
    <message>
        <source>The next player had one tile left: after your play they could have played it and ended the hand; after the better move, no tile they could hold would have fitted.</source>
        <translation>לשחקן הבא נשארה אבן אחת: אחרי המהלך שלך הוא יכול היה להניח אותה ולסיים את הסיבוב; אחרי המהלך הטוב יותר, שום אבן שיכלה להיות בידו לא הייתה מתאימה.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>אחרי המהלך שלך השחקן הבא יכול היה לצבור עד %1 מיד; אחרי המהלך הטוב יותר, כלום.</translation>
    </message>
    <message>
        <source>After your play the next player could score up to %1 at once; after the better move, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>אחרי המהלך שלך השחקן הבא יכול היה לצבור עד %1 מיד; אחרי המהלך הטוב יותר, לכל היותר %2.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, nothing.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>אחריו השחקן הבא יכול היה לצבור עד %1 מיד; אחרי המהלך שלך, כלום.</translation>
    </message>
    <message>
        <source>After it the next player could have scored up to %1 at once; after your play, at most %2.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>אחריו השחקן הבא יכול היה לצבור עד %1 מיד; אחרי המהלך שלך, לכל היותר %2.</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <source>Reviewing your plays...</source>
        <translation>סוקר את המהלכים שלך...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>הסקירה בוטלה.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>לא ניתן היה לבצע את הסקירה.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No reviewed play at this step</source>
        <translation>אין מהלך שנסקר בשלב הזה</translation>
    </message>
    <message>
        <source>None of your plays had a choice to review.</source>
        <translation>לאף אחד מהמהלכים שלך לא הייתה בחירה לסקור.</translation>
    </message>
    <message>
        <source>; no points given away, accuracy %1%</source>
        <translation>; לא אבדו נקודות, דיוק %1%</translation>
    </message>
    <message numerus="yes">
        <source>; counting the missed claims, %1 of %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; בהתחשב בתביעות שהוחמצו, %1 מתוך %n מהלך עלה פחות מנקודה, דיוק %2%</numerusform>
            <numerusform>; בהתחשב בתביעות שהוחמצו, %1 מתוך %n מהלכים עלו פחות מנקודה, דיוק %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n missed claims</source>
        <translation>
            <numerusform>; תביעה %n שהוחמצה</numerusform>
            <numerusform>; %n תביעות שהוחמצו</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 given away</source>
        <translation>; הפסד של %1</translation>
    </message>
    <message>
        <source>Whole game: %1</source>
        <translation>כל המשחק: %1</translation>
    </message>
    <message>
        <source>The game so far: %1</source>
        <translation>המשחק עד כה: %1</translation>
    </message>
    <message>
        <source>Hand %2: %1</source>
        <translation>סיבוב %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n plays with a choice were best</source>
        <translation>
            <numerusform>%1 מתוך %n מהלך עם בחירה היה הטוב ביותר</numerusform>
            <numerusform>%1 מתוך %n מהלכים עם בחירה היו הטובים ביותר</numerusform>
        </translation>
    </message>
    <message>
        <source>None of your plays had a choice of move</source>
        <translation>לאף אחד מהמהלכים שלך לא הייתה בחירה של אבן</translation>
    </message>
    <message numerus="yes">
        <source>, and %n claims were missed</source>
        <translation>
            <numerusform>, ותביעה %n הוחמצה</numerusform>
            <numerusform>, ו-%n תביעות הוחמצו</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, but %n claims were missed</source>
        <translation>
            <numerusform>, אבל תביעה %n הוחמצה</numerusform>
            <numerusform>, אבל %n תביעות הוחמצו</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 מתוך %n עלה פחות מנקודה, דיוק %2%</numerusform>
            <numerusform>; %1 מתוך %n עלו פחות מנקודה, דיוק %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %1 of all %n plays gave away less than a point, accuracy %2%</source>
        <translation>
            <numerusform>; %1 מתוך %n מהלך עלה פחות מנקודה, דיוק %2%</numerusform>
            <numerusform>; %1 מתוך כל %n המהלכים עלו פחות מנקודה, דיוק %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>You made no play in this hand: there is nothing of yours to review.</source>
        <translation>לא עשית אף מהלך בסיבוב הזה: אין מהלכים שלך לסקור.</translation>
    </message>
    <message>
        <source>This hand was not reviewed: R (Game › Review your plays) reviews it.</source>
        <translation>הסיבוב הזה לא נסקר: R (משחק › סקירת המהלכים שלך) סוקר אותו.</translation>
    </message>
    <message numerus="yes">
        <source>Hand %1: accuracy %2%, %3 of %n plays best</source>
        <translation>
            <numerusform>סיבוב %1: דיוק %2%, %3 מתוך %n מהלך הטוב ביותר</numerusform>
            <numerusform>סיבוב %1: דיוק %2%, %3 מתוך %n מהלכים הטובים ביותר</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: accuracy %2%</source>
        <translation>סיבוב %1: דיוק %2%</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>סיכום הסקירה</translation>
    </message>
    <message>
        <source>Accuracy: the share of your plays that gave away less than a point, as Statistics and History count it</source>
        <translation>דיוק: החלק מהמהלכים שלך שהפסידו פחות מנקודה אחת, כפי שסטטיסטיקה והיסטוריה סופרות</translation>
    </message>
    <message>
        <source>A best move whose points you did not claim counts as not accurate.</source>
        <translation>מהלך מיטבי שלא תבעת את הנקודות שלו לא נחשב מדויק.</translation>
    </message>
    <message>
        <source>The points given away are averaged over the tiles the other players might hold, so they can be fractions.</source>
        <translation>הנקודות שוותרו הן ממוצע על פני האבנים שייתכן שבידי השחקנים האחרים, ולכן הן יכולות להיות שברים.</translation>
    </message>
    <message>
        <source>They are what a play is expected to cost over the rest of its hand against the best play, so their total need not match the final score.</source>
        <translation>אלה הנקודות שמהלך צפוי להפסיד בהמשך הסיבוב שלו לעומת המהלך הטוב ביותר, ולכן הסכום שלהן אינו חייב להתאים לתוצאה הסופית.</translation>
    </message>
    <message>
        <source>The review of the play on the table</source>
        <translation>סקירת המהלך שעל השולחן</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n נקודה</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a number of points with one decimal, as 2.5</comment>
        <translation>%1 נקודות</translation>
    </message>
    <message numerus="yes">
        <source>Better: %1 (it scores %n points at once). Your play %3 cost %4.</source>
        <translation>
            <numerusform>עדיף: %1 (מזכה מיד ב־%n נקודה). המהלך שלך %3 עלה %4.</numerusform>
            <numerusform>עדיף: %1 (מזכה מיד ב־%n נקודות). המהלך שלך %3 עלה %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3: the points you did not get, and as many again, since they went to the other side.</source>
        <translation>
            <numerusform>לא תבעת את הנקודה (%n) של %2; השחקן הבא קרא „מאגינס!” ולקח אותה. זה עלה %3: הנקודה שלא קיבלת, ועוד אחת כזו כי היא עברה לצד השני.</numerusform>
            <numerusform>לא תבעת את %n הנקודות של %2; השחקן הבא קרא „מאגינס!” ולקח אותן. זה עלה %3: הנקודות שלא קיבלת, ועוד כמותן כי הן עברו לצד השני.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2; the next player called Muggins! and took them. That cost %3 against the other players&apos; average score: the points you did not get, and %4 more, which the caller&apos;s gain added to that average.</source>
        <translation>
            <numerusform>לא תבעת את הנקודה (%n) של %2; השחקן הבא קרא „מאגינס!” ולקח אותה. זה עלה %3 ביחס לממוצע הניקוד של השחקנים האחרים: הנקודה שלא קיבלת, ועוד %4, שרווח הקורא הוסיף לממוצע הזה.</numerusform>
            <numerusform>לא תבעת את %n הנקודות של %2; השחקן הבא קרא „מאגינס!” ולקח אותן. זה עלה %3 ביחס לממוצע הניקוד של השחקנים האחרים: הנקודות שלא קיבלת, ועוד %4, שרווח הקורא הוסיף לממוצע הזה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You did not claim the %n points of %2, so they were lost: it cost %3.</source>
        <translation>
            <numerusform>לא תבעת את הנקודה (%n) של %2, ולכן היא אבדה: זה עלה %3.</numerusform>
            <numerusform>לא תבעת את %n הנקודות של %2, ולכן הן אבדו: זה עלה %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>כל החמישיות</translation>
    </message>
    <message>
        <source>A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 players. Four players play in two partnerships unless chosen otherwise: you and the player opposite you share a score.</source>
        <translation>משחק דומינו בערכה של 28 אבנים עד שש כפול, ל־2, 3 או 4 שחקנים. ארבעה שחקנים משחקים בשני זוגות, אלא אם נבחר אחרת: אתה והשחקן שמולך חולקים ניקוד.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>החלוקה</translation>
    </message>
    <message>
        <source>Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other choices in the New game dialog). The tiles left over form the boneyard.</source>
        <translation>כל שחקן מקבל 9 אבנים כשיש 2 שחקנים, 7 כשיש 3 ו־5 כשיש 4 (אפשרויות אחרות בחלון משחק חדש). האבנים שנשארו הן הקופה.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>מהלך המשחק</translation>
    </message>
    <message>
        <source>The first player puts any tile in the middle of the table. After that, each player in turn adds a tile to an open end of the layout: the touching halves must have the same number of pips. If no tile fits, you draw from the boneyard until one fits and play it; when the boneyard is empty you pass.</source>
        <translation>השחקן הראשון מניח אבן כלשהי במרכז השולחן. אחר כך כל שחקן בתורו מצמיד אבן לקצה פתוח של השורה: בחצאים הנוגעים זה בזה חייב להיות אותו מספר נקודות. אם אין אבן מתאימה, שולפים מהקופה עד שיוצאת אבן מתאימה ומניחים אותה; כשהקופה ריקה מדלגים על התור.</translation>
    </message>
    <message>
        <source>Doubles and the spinner</source>
        <translation>כפולות והציר</translation>
    </message>
    <message>
        <source>Doubles lie crosswise. The first double of the hand is the spinner: once tiles cover both of its long sides, tiles can also be played on its top and bottom, so the layout can have four open ends.</source>
        <translation>כפולות מונחות לרוחב. הכפולה הראשונה בסיבוב היא הציר: אחרי שאבנים מכסות את שני צדדיו הארוכים, אפשר להניח אבנים גם מעליו ומתחתיו, וכך לשורה יכולים להיות ארבעה קצוות פתוחים.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>After every play, add up the pips of the open ends: that is the count. A double at an end counts both halves, and so does the spinner while one of its sides is still free. When the count is a multiple of 5, the player who just played scores it: a count of 15 gives 15 points.</source>
        <translation>אחרי כל מהלך מחברים את הנקודות שבקצוות הפתוחים: זה הסכום. כפולה בקצה נספרת בשני חצאיה, וכך גם הציר כל עוד אחד מצדדיו עדיין פנוי. כשהסכום מתחלק ב־5, השחקן שהניח זה עתה מקבל אותו: סכום 15 מזכה ב־15 נקודות.</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>סוף הסיבוב</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when nobody can play. Every player&apos;s remaining pips are rounded to the nearest 5 and, under the standard rule, taken off their own side&apos;s score (another rule lets the side that went out collect them instead).</source>
        <translation>הסיבוב נגמר כששחקן מניח את האבן האחרונה שלו, או כשאף אחד לא יכול לשחק. הנקודות שנשארו לכל שחקן מעוגלות לכפולה הקרובה של 5 ולפי הכלל הרגיל מופחתות מהניקוד של הצד שלו (כלל אחר מאפשר לצד שיצא לקבל אותן במקום זה).</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <source>The first side to reach the target wins: 250 points with 2 players, 200 with 3 or 4. Under the standard rule the game ends the moment a scoring play reaches the target.</source>
        <translation>מנצח הצד שמגיע ראשון ליעד: 250 נקודות ב־2 שחקנים, 200 ב־3 או 4. לפי הכלל הרגיל המשחק נגמר ברגע שמהלך מזכה מגיע ליעד.</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>בחלון הזה</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit end, or click a tile and then a lit end, or use the keyboard: Left and Right to pick a tile, Enter to choose it, Left, Right or Tab to pick its end, Enter to play. Click the boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.</source>
        <translation>גרור אבן מהיד שלך אל קצה מואר, או לחץ על אבן ואז על קצה מואר, או השתמש במקלדת: החצים שמאלה וימינה לבחירת אבן, Enter לאישור, שמאלה, ימינה או Tab לבחירת הקצה, Enter כדי להניח. לחץ על הקופה או על שלוף כדי לשלוף, על דלג כשהקופה ריקה, ועל H לרמז.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>%: accuracy of your plays</source>
        <extracomment>the score chart&apos;s legend for the figures under each hand&apos;s number</extracomment>
        <translation>%: דיוק המהלכים שלך</translation>
    </message>
    <message>
        <source>%: accuracy of your plays, in the hands reviewed</source>
        <extracomment>the score chart&apos;s legend for the figures under the reviewed hands&apos; numbers</extracomment>
        <translation>%: דיוק המהלכים שלך, בסיבובים שנסקרו</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>שפת המערכת</translation>
    </message>
    <message>
        <source>General</source>
        <translation>כללי</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>שפה:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>מהירות הנפשה:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>מהירה</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>מיידית</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>רגילה</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>איטית</translation>
    </message>
    <message>
        <source>Draw and pass automatically when no tile fits</source>
        <translation>שלוף ודלג אוטומטית כשאין אבן מתאימה</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>הצע רמזים</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>גודל האבנים:</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>tile size</comment>
        <translation>קטנות</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>tile size</comment>
        <translation>רגילות</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>tile size</comment>
        <translation>גדולות</translation>
    </message>
    <message>
        <source>Allow taking back a play (Game, Undo)</source>
        <translation>אפשר לבטל מהלך (משחק, בטל מהלך)</translation>
    </message>
    <message>
        <source>Games kept in:</source>
        <translation>מיקום המשחקים השמורים:</translation>
    </message>
    <message>
        <source>The game being played, the history of your games and your statistics</source>
        <translation>המשחק הנוכחי, היסטוריית המשחקים שלך והסטטיסטיקה שלך</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>פתיחת התיקייה</translation>
    </message>
    <message>
        <source>No program on this computer opened the folder. Its path is beside the button: select it to copy it.</source>
        <translation>אף תוכנה במחשב זה לא פתחה את התיקייה. הנתיב שלה מופיע ליד הכפתור: אפשר לסמן אותו כדי להעתיק.</translation>
    </message>
    <message>
        <source>The folder is made when the first game is saved.</source>
        <translation>התיקייה נוצרת כשהמשחק הראשון נשמר.</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>משחקים חדשים</translation>
    </message>
    <message>
        <source>The next New game dialog starts from what you change here; the game being played keeps its own rules.</source>
        <translation>חלון משחק חדש הבא יתחיל ממה שתשנו כאן; המשחק שמשוחק עכשיו שומר על החוקים שלו.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>שחזר ברירות מחדל</translation>
    </message>
    <message>
        <source>Play sounds (View, Sound)</source>
        <translation>השמע צלילים (תצוגה, צלילים)</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>All Fives</source>
        <translation>כל החמישיות</translation>
    </message>
    <message>
        <source>All Fives is already running.</source>
        <translation>המשחק כל החמישיות כבר פועל.</translation>
    </message>
    <message>
        <source>Switch to its window to go on with your game. To start the game again, close that window first.</source>
        <translation>עברו לחלון שלו כדי להמשיך במשחק שלכם. כדי להפעיל את המשחק מחדש, סגרו קודם את החלון ההוא.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>איפוס סטטיסטיקה</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>למחוק את כל הסטטיסטיקה שלך? אי אפשר לבטל את זה.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>אפס</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>השאר</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>כל המשחקים</translation>
    </message>
    <message numerus="yes">
        <source>%n hands of this game were counted before each game had figures of its own: they count under All games only.</source>
        <translation>
            <numerusform>%n סיבוב של המשחק הזה נספר לפני שלכל משחק היו נתונים משלו: הוא נספר רק תחת כל המשחקים.</numerusform>
            <numerusform>%n סיבובים של המשחק הזה נספרו לפני שלכל משחק היו נתונים משלו: הם נספרים רק תחת כל המשחקים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1 of %n hands</source>
        <translation>
            <numerusform>ב־%1 מתוך %n סיבוב</numerusform>
            <numerusform>ב־%1 מתוך %n סיבובים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points with %1</source>
        <translation>
            <numerusform>%n נקודה עם %1</numerusform>
            <numerusform>%n נקודות עם %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n שחקן</numerusform>
            <numerusform>%n שחקנים</numerusform>
        </translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>זוגות</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>כל אחד לעצמו</translation>
    </message>
    <message>
        <source>Against Easy</source>
        <translation>נגד: קל</translation>
    </message>
    <message>
        <source>Against Medium</source>
        <translation>נגד: בינוני</translation>
    </message>
    <message>
        <source>Against Hard</source>
        <translation>נגד: קשה</translation>
    </message>
    <message>
        <source>Against Expert</source>
        <translation>נגד: מומחה</translation>
    </message>
    <message>
        <source>none yet: press Review at the end of a hand or a game</source>
        <translation>עדיין אין: לחץ על סקירה בסוף סיבוב או משחק</translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1% (biggest mistakes: Game › History)</source>
        <translation>
            <numerusform>%n, דיוק %1% (הטעויות הגדולות: משחק › היסטוריה)</numerusform>
            <numerusform>%n, דיוק %1% (הטעויות הגדולות: משחק › היסטוריה)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, accuracy %1%</source>
        <comment>reviewed hands</comment>
        <translation>
            <numerusform>%n, דיוק %1%</numerusform>
            <numerusform>%n, דיוק %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>hands</comment>
        <translation>
            <numerusform>שוחק %n</numerusform>
            <numerusform>שוחקו %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>משחקים:</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>סיבובים:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>נקודות לסיבוב:</translation>
    </message>
    <message>
        <source>Best single play:</source>
        <translation>המהלך הטוב ביותר:</translation>
    </message>
    <message>
        <source>Highest game score:</source>
        <translation>הניקוד הגבוה ביותר במשחק:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>רצף הניצחונות הארוך ביותר:</translation>
    </message>
    <message>
        <source>Reviewed hands:</source>
        <translation>סיבובים שנסקרו:</translation>
    </message>
    <message>
        <source>Of the games played:</source>
        <translation>מתוך המשחקים ששוחקו:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <source>Accuracy of your reviewed games, oldest first</source>
        <translation>הדיוק במשחקים שנסקרו, הישנים קודם</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>משחקים ששוחקו</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>משחקים שניצחת</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>games</comment>
        <translation>
            <numerusform>שוחק %n</numerusform>
            <numerusform>שוחקו %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won (%1%)</source>
        <comment>games</comment>
        <translation>
            <numerusform>%n ניצחון (%1%)</numerusform>
            <numerusform>%n ניצחונות (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games (now %1)</source>
        <translation>
            <numerusform>%n משחק (כעת %1)</numerusform>
            <numerusform>%n משחקים (כעת %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n ננטש</numerusform>
            <numerusform>%n ננטשו</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with Undo used</source>
        <translation>
            <numerusform>%n עם ביטול מהלכים</numerusform>
            <numerusform>%n עם ביטול מהלכים</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted here: the games, and their hands, in which the strongest computer player among your opponents played at this level.</source>
        <translation>נספרים כאן: המשחקים, והסיבובים שלהם, שבהם שחקן המחשב החזק ביותר מבין היריבים שלך שיחק ברמה הזאת.</translation>
    </message>
    <message numerus="yes">
        <source>%n where your side outscored every other side (%1%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>ב־%n מהם הצד שלך צבר יותר נקודות מכל צד אחר (%1%)</numerusform>
            <numerusform>ב־%n מהם הצד שלך צבר יותר נקודות מכל צד אחר (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last %1 where your side outscored every other side (%2%)</source>
        <comment>hands</comment>
        <translation>
            <numerusform>ב־%n מתוך %1 האחרונים הצד שלך צבר יותר נקודות מכל צד אחר (%2%)</numerusform>
            <numerusform>ב־%n מתוך %1 האחרונים הצד שלך צבר יותר נקודות מכל צד אחר (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side went out, or had the fewest pips when blocked:</source>
        <translation>הצד שלך סיים ראשון, או שנשארו לו הכי מעט נקודות באבנים בסיבוב חסום:</translation>
    </message>
    <message>
        <source>Counted when your side played its last tile, had the fewest pips when nobody could play, or reached the target during the hand.</source>
        <translation>נספר כשהצד שלך הניח את האבן האחרונה שלו, כשנשארו לו הכי מעט נקודות באבנים ואף אחד לא יכול היה לשחק, או כשהגיע ליעד במהלך הסיבוב.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>סיבובים ששוחקו</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>סיבובים שניצחת</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>איפוס…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Points per hand</source>
        <translation>נקודות לסיבוב</translation>
    </message>
    <message>
        <source>Games won by the strongest opponent&apos;s level</source>
        <translation>משחקים שניצחת לפי רמת היריב החזק ביותר</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>עוד לא שוחקו סיבובים</translation>
    </message>
    <message>
        <source>Chart of games won by level and points per hand</source>
        <translation>תרשים של משחקים שניצחת לפי רמה ונקודות לסיבוב</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>It is larger than any file of its kind the game reads.</source>
        <translation>הוא גדול מכל קובץ מסוגו שהמשחק קורא.</translation>
    </message>
    <message>
        <source>The file&apos;s text is damaged or cut short.</source>
        <translation>הטקסט של הקובץ פגום או קטוע.</translation>
    </message>
    <message>
        <source>The file is whole, but the game it records breaks the rules.</source>
        <translation>הקובץ שלם, אבל המשחק שנרשם בו מפר את החוקים.</translation>
    </message>
    <message>
        <source>Those settings: %1.</source>
        <translation>ההגדרות האלה: %1.</translation>
    </message>
    <message>
        <source>%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.</source>
        <translation>%1 הוא קובץ, אבל המשחק שומר את קבציו בתיקייה בשם הזה: דבר לא נשמר עד שהקובץ הזה יועבר למקום אחר. המשחק ממשיך בלי לשמור.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.</source>
        <translation>חלק מההגדרות שלך לא ניתן היה לקרוא, ולא ניתן היה להעביר את הקובץ %1 הצידה; ההגדרות האלה חזרו לברירת המחדל.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.</source>
        <translation>חלק מהסטטיסטיקה שלך לא ניתן היה לקרוא, ולא ניתן היה להעביר את הקובץ %1 הצידה; הנתונים האלה חושבו מחדש מהנתונים האחרים שלך.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero.</source>
        <translation>חלק מהסטטיסטיקה שלך לא ניתן היה לקרוא, ולא ניתן היה להעביר את הקובץ %1 הצידה; הנתונים האלה מתחילים שוב מאפס.</translation>
    </message>
    <message>
        <source>Your settings could not be read, and the file %1 could not be moved aside; the default settings are used.</source>
        <translation>לא ניתן היה לקרוא את ההגדרות שלך, ולא ניתן היה להעביר הצידה את הקובץ %1; נעשה שימוש בהגדרות ברירת המחדל.</translation>
    </message>
    <message>
        <source>The saved game could not be read, and the file %1 could not be moved aside; a new game starts.</source>
        <translation>לא ניתן היה לקרוא את המשחק השמור, ולא ניתן היה להעביר הצידה את הקובץ %1; מתחיל משחק חדש.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero.</source>
        <translation>לא ניתן היה לקרוא את הסטטיסטיקה שלך, ולא ניתן היה להעביר הצידה את הקובץ %1; היא מתחילה שוב מאפס.</translation>
    </message>
    <message>
        <source>A game in your history could not be read, and the file %1 could not be moved aside.</source>
        <translation>לא ניתן היה לקרוא משחק מההיסטוריה שלך, ולא ניתן היה להעביר הצידה את הקובץ %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read, and the file %1 could not be moved aside.</source>
        <translation>לא ניתן היה לקרוא את פריסת החלון, ולא ניתן היה להעביר הצידה את הקובץ %1.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.</source>
        <translation>לא ניתן היה לקרוא את המשחק השמור; הקובץ נשמר בשם %1, והמשחק ממשיך מהשמירה שלפניו, ולכן ייתכן שהמהלך או החלוקה האחרונים חסרים.</translation>
    </message>
    <message>
        <source>Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.</source>
        <translation>חלק מהמשחק השמור לא ניתן היה לקרוא, ולכן הוא הוחזר למהלך האחרון שלו; הקובץ נשמר בשם %1.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.</source>
        <translation>חלק מההגדרות שלך לא ניתן היה לקרוא; הקובץ נשמר בשם %1 וההגדרות האלה חזרו לברירת המחדל.</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.</source>
        <translation>חלק מהסטטיסטיקה שלך לא ניתן היה לקרוא; הקובץ נשמר בשם %1, והנתונים האלה חושבו מחדש מהנתונים האחרים שלך.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).</source>
        <translation>לא ניתן היה לקרוא את הסטטיסטיקה שלך; הקובץ נשמר בשם %1, והיא חושבה מחדש מהמשחקים השמורים בהיסטוריה שלך (לכל היותר %2 האחרונים).</translation>
    </message>
    <message>
        <source>Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.</source>
        <translation>חלק מהסטטיסטיקה שלך לא ניתן היה לקרוא; הקובץ נשמר בשם %1 והנתונים האלה מתחילים שוב מאפס.</translation>
    </message>
    <message>
        <source>Your settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <translation>לא ניתן היה לקרוא את ההגדרות שלך; הקובץ נשמר בשם %1 ונעשה שימוש בהגדרות ברירת המחדל.</translation>
    </message>
    <message>
        <source>The saved game could not be read; the file was kept as %1 and a new game starts.</source>
        <translation>לא ניתן היה לקרוא את המשחק השמור; הקובץ נשמר בשם %1 ומתחיל משחק חדש.</translation>
    </message>
    <message>
        <source>Your statistics could not be read; the file was kept as %1 and they start again from zero.</source>
        <translation>לא ניתן היה לקרוא את הסטטיסטיקה שלך; הקובץ נשמר בשם %1 והיא מתחילה שוב מאפס.</translation>
    </message>
    <message>
        <source>A game in your history could not be read; the file was kept as %1.</source>
        <translation>לא ניתן היה לקרוא משחק מההיסטוריה שלך; הקובץ נשמר בשם %1.</translation>
    </message>
    <message>
        <source>The window layout could not be read; the file was kept as %1.</source>
        <translation>לא ניתן היה לקרוא את פריסת החלון; הקובץ נשמר בשם %1.</translation>
    </message>
    <message>
        <source>The disk is full, so nothing can be saved in %1. Play goes on without saving.</source>
        <translation>הדיסק מלא, ולכן אי אפשר לשמור דבר ב־%1. המשחק ממשיך בלי לשמור.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.</source>
        <translation>אין הרשאת כתיבה לתיקייה %1, ולכן שום דבר לא נשמר בה. המשחק ממשיך בלי לשמור.</translation>
    </message>
    <message>
        <source>Saving in %1 failed. Play goes on without saving.</source>
        <translation>השמירה ב־%1 נכשלה. המשחק ממשיך בלי לשמור.</translation>
    </message>
    <message>
        <source>The folder %1, where your finished games are kept, cannot be opened: History cannot show them.</source>
        <translation>לא ניתן לפתוח את התיקייה %1, שבה נשמרים המשחקים שהסתיימו: ההיסטוריה לא יכולה להציג אותם.</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened; it is left as it is.</source>
        <translation>לא ניתן לפתוח את הקובץ %1; הוא נשאר כפי שהוא.</translation>
    </message>
    <message>
        <source>There is a problem with the file %1.</source>
        <translation>יש בעיה בקובץ %1.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You</source>
        <translation>אתה</translation>
    </message>
    <message>
        <source>Bottom player</source>
        <translation>השחקן למטה</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>השותף</translation>
    </message>
    <message>
        <source>Left player</source>
        <translation>השחקן משמאל</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>השחקן מלמעלה</translation>
    </message>
    <message>
        <source>Right player</source>
        <translation>השחקן מימין</translation>
    </message>
    <message>
        <source>the empty table</source>
        <extracomment>Where a lead goes, named as an open end is: &quot;6-6 on the empty table&quot;.</extracomment>
        <translation>השולחן הריק</translation>
    </message>
    <message>
        <source>the left end</source>
        <translation>הקצה השמאלי</translation>
    </message>
    <message>
        <source>the right end</source>
        <translation>הקצה הימני</translation>
    </message>
    <message>
        <source>the top end</source>
        <translation>הקצה העליון</translation>
    </message>
    <message>
        <source>the bottom end</source>
        <translation>הקצה התחתון</translation>
    </message>
    <message>
        <source>the end at the top left</source>
        <translation>הקצה למעלה משמאל</translation>
    </message>
    <message>
        <source>the end at the top</source>
        <translation>הקצה למעלה</translation>
    </message>
    <message>
        <source>the end at the top right</source>
        <translation>הקצה למעלה מימין</translation>
    </message>
    <message>
        <source>the end on the left</source>
        <translation>הקצה משמאל</translation>
    </message>
    <message>
        <source>the end on the right</source>
        <translation>הקצה מימין</translation>
    </message>
    <message>
        <source>the end at the bottom left</source>
        <translation>הקצה למטה משמאל</translation>
    </message>
    <message>
        <source>the end at the bottom</source>
        <translation>הקצה למטה</translation>
    </message>
    <message>
        <source>the end at the bottom right</source>
        <translation>הקצה למטה מימין</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>הסיבוב נגמר.</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>עוד לא תורך.</translation>
    </message>
    <message>
        <source>That tile is not in your hand.</source>
        <translation>האבן הזו לא נמצאת בידך.</translation>
    </message>
    <message>
        <source>That end is not open yet: both sides of the spinner must be covered first.</source>
        <translation>הקצה הזה עוד לא פתוח: קודם צריך לכסות את שני צדי הציר.</translation>
    </message>
    <message>
        <source>That tile does not match the end: one of its halves must have the end&apos;s pips.</source>
        <translation>האבן הזו לא מתאימה לקצה: באחד מחצאיה צריך להיות מספר הנקודות של הקצה.</translation>
    </message>
    <message>
        <source>That tile fits no open end.</source>
        <translation>האבן הזו לא מתאימה לאף קצה פתוח.</translation>
    </message>
    <message>
        <source>The first tile of a hand goes in the centre of the table.</source>
        <translation>האבן הראשונה בסיבוב מונחת במרכז השולחן.</translation>
    </message>
    <message>
        <source>Choose an end for the tile.</source>
        <translation>בחר קצה לאבן.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may only draw when nothing fits.</source>
        <translation>יש בידך אבן מתאימה: הנח אותה; מותר לשלוף רק כשאין אבן מתאימה.</translation>
    </message>
    <message>
        <source>The boneyard is empty: pass.</source>
        <translation>הקופה ריקה: דלג.</translation>
    </message>
    <message>
        <source>You may not pass while the boneyard has tiles: draw one.</source>
        <translation>אי אפשר לדלג כשיש אבנים בקופה: שלוף אבן.</translation>
    </message>
    <message>
        <source>A computer player has this seat.</source>
        <translation>במקום הזה יושב שחקן מחשב.</translation>
    </message>
    <message>
        <source>Wait until the last move has been shown.</source>
        <translation>חכה עד שהמהלך האחרון יוצג.</translation>
    </message>
    <message>
        <source>None of your tiles fits an open end: draw from the boneyard.</source>
        <translation>אף אחת מהאבנים שלך לא מתאימה לקצה פתוח: שלוף מהקופה.</translation>
    </message>
    <message>
        <source>None of your tiles fits and the boneyard is empty: pass.</source>
        <translation>אף אחת מהאבנים שלך לא מתאימה והקופה ריקה: דלג.</translation>
    </message>
    <message>
        <source>Drop the tile on a lit end.</source>
        <translation>שחרר את האבן על קצה מואר.</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>המשחק נגמר: התחל משחק חדש.</translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played. Close the replay to go back to your game.</source>
        <translation>זוהי הפעלה חוזרת של משחק: אי אפשר לשחק בה. סגור אותה כדי לחזור למשחק שלך.</translation>
    </message>
    <message>
        <source>There are no points to claim now.</source>
        <translation>אין כרגע נקודות לתבוע.</translation>
    </message>
    <message>
        <source>None of your tiles fits and only the reserve is left in the boneyard (its tiles are never drawn): pass.</source>
        <translation>אף אחת מהאבנים שלך לא מתאימה ורק העתודה נשארה בקופה (אבניה לעולם אינן נשלפות): דלג.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: pass.</source>
        <translation>רק העתודה נשארה בקופה, ואבניה לעולם אינן נשלפות: דלג.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play a tile that fits.</source>
        <translation>רק העתודה נשארה בקופה, ואבניה לעולם אינן נשלפות: הנח אבן מתאימה.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play a tile that fits.</source>
        <translation>הקופה ריקה: הנח אבן מתאימה.</translation>
    </message>
    <message>
        <source>Only the reserve is left in the boneyard, and its tiles are never drawn: play any tile to the centre of the table.</source>
        <translation>רק העתודה נשארה בקופה, ואבניה לעולם אינן נשלפות: הנח אבן כלשהי במרכז השולחן.</translation>
    </message>
    <message>
        <source>The boneyard is empty: play any tile to the centre of the table.</source>
        <translation>הקופה ריקה: הנח אבן כלשהי במרכז השולחן.</translation>
    </message>
    <message>
        <source>You hold a tile that fits: play it; you may pass only when nothing fits and nothing is left to draw.</source>
        <translation>יש בידך אבן מתאימה: הנח אותה; מותר לדלג רק כשאין אבן מתאימה ואין מה לשלוף.</translation>
    </message>
    <message>
        <source>You cannot call Muggins on your own side.</source>
        <translation>אי אפשר לקרוא מאגינס על הצד שלך.</translation>
    </message>
    <message>
        <source>These are your own points: claim them with C (or the Claim button).</source>
        <translation>אלה הנקודות שלך: תבע אותן עם C (או בכפתור תבע).</translation>
    </message>
    <message>
        <source>Only the next player to act may call Muggins! on these points.</source>
        <translation>רק השחקן הבא בתור רשאי לקרוא „מאגינס!” על הנקודות האלה.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points an opponent did not claim, and computer players always claim their own points.</source>
        <translation>אין על מה לקרוא: „מאגינס!” לוקח נקודות שיריב לא תבע, ושחקני המחשב תמיד תובעים את הנקודות שלהם.</translation>
    </message>
    <message>
        <source>Nothing to call: Muggins! takes points the player before you did not claim, and none are waiting.</source>
        <translation>אין על מה לקרוא: „מאגינס!” לוקח נקודות שהשחקן שלפניך לא תבע, ואין כאלה כעת.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>המהלך הזה אסור.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves your opponent the fewest points.</source>
        <translation>הנח את %1 אל %2: היא לא מזכה בנקודות עכשיו, אבל היא משאירה ליריב שלך הכי מעט נקודות.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but it leaves the next player the fewest points.</source>
        <translation>הנח את %1 אל %2: היא לא מזכה בנקודות עכשיו, אבל היא משאירה לשחקן הבא הכי מעט נקודות.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.</source>
        <translation>הנח את %1 אל %2: היא לא מזכה בנקודות עכשיו, אבל במבט כמה תורות קדימה זה המהלך הטוב ביותר.</translation>
    </message>
    <message>
        <source>Play %1 on %2: no play scores now; looking a few turns ahead this one is the best.</source>
        <translation>הנח את %1 אל %2: אף מהלך לא מזכה בנקודות עכשיו; במבט כמה תורות קדימה זה המהלך הטוב ביותר.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your last tile, so it ends the hand.</source>
        <translation>הנח את %1 אל %2: זו האבן האחרונה שלך, ולכן היא מסיימת את הסיבוב.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it reaches the target, so it wins the game.</source>
        <translation>הנח את %1 אל %2: כך תגיע ליעד, ולכן תנצח במשחק.</translation>
    </message>
    <message>
        <source>Play %1 on %2: it is your only play.</source>
        <translation>הנח את %1 אל %2: זה המהלך היחיד האפשרי שלך.</translation>
    </message>
    <message>
        <source>Play %1 on %2 or on another lit end: the open ends come out the same either way, so it makes no difference which.</source>
        <translation>הנח את %1 אל %2 או אל קצה מואר אחר: הקצוות הפתוחים יוצאים זהים בכל מקרה, כך שזו הבחירה היחידה שלך.</translation>
    </message>
    <message>
        <source>(fives and threes)</source>
        <translation>(חמישיות ושלישיות)</translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <extracomment>the count panel&apos;s tooltip; %1 is a sum such as &quot;5 + 6 + 4 = 15&quot; (the open ends&apos; pips)</extracomment>
        <translation>הקצוות הפתוחים: %1</translation>
    </message>
    <message>
        <source>Then claim its points with C, before the next player acts.</source>
        <translation>אחר כך תבע את הנקודות שלו ב-C, לפני שהשחקן הבא פועל.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table.</source>
        <translation>שלפת את %1. אתה פותח: הנח אבן כלשהי במרכז השולחן.</translation>
    </message>
    <message>
        <source>You drew %1. Your lead: play any tile to the centre of the table, or draw again.</source>
        <translation>שלפת את %1. אתה פותח: הנח אבן כלשהי במרכז השולחן, או שלוף שוב.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: draw again, or play a tile that fits.</source>
        <translation>שלפת את %1. אף אחת מהן לא מתאימה: שלוף שוב, או שחק אבן שמתאימה.</translation>
    </message>
    <message>
        <source>Spinner</source>
        <translation>ציר</translation>
    </message>
    <message>
        <source>Open end of the spinner: %1</source>
        <translation>קצה פתוח של הציר: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tile(s)</source>
        <translation>
            <numerusform>%1 · %n אבן</numerusform>
            <numerusform>%1 · %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores (to %1)</source>
        <translation>ניקוד (עד %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next to play: you</source>
        <translation>הבא בתור: אתה</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>סכום %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>סיבוב %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>המשחק נגמר</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>הסיבוב נגמר</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>תורך</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>התור של %1</translation>
    </message>
    <message>
        <source>The reserve: the last tiles of the boneyard, never drawn.</source>
        <translation>העתודה: האבנים האחרונות בקופה, שלעולם אינן נשלפות.</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <extracomment>the label under the reserve&apos;s tiles in the boneyard plate; %1: how many there are</extracomment>
        <translation>עתודה: %1</translation>
    </message>
    <message>
        <source>Boneyard: %1 to draw</source>
        <extracomment>the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn</extracomment>
        <translation>קופה: %1 לשליפה</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>קופה: %1</translation>
    </message>
    <message>
        <source>Press D or Enter to draw</source>
        <translation>הקש D או Enter כדי לשלוף</translation>
    </message>
    <message>
        <source>Click here to draw</source>
        <translation>לחץ כאן כדי לשלוף</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>הצד שלך</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>היריבים</translation>
    </message>
    <message>
        <source>Bottom and top</source>
        <translation>למטה ולמעלה</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>שמאל וימין</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>הנחת את %1.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 and scored %n points.</source>
        <translation>
            <numerusform>הנחת את %1 וקיבלת %n נקודה.</numerusform>
            <numerusform>הנחת את %1 וקיבלת %n נקודות.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>%1: שליפה אחת מהקופה ואז האבן %2, ‏%3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles, played %2 and scored %3.</source>
        <comment>points with their word, as 15 points</comment>
        <translation>
            <numerusform>%1: שליפה %n מהקופה ואז האבן %2, ‏%3.</numerusform>
            <numerusform>%1: %n שליפות מהקופה ואז האבן %2, ‏%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n נקודה</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and played %2.</source>
        <translation>%1: שליפה אחת מהקופה ואז האבן %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and played %2.</source>
        <translation>
            <numerusform>%1: שליפה %n מהקופה ואז האבן %2.</numerusform>
            <numerusform>%1: %n שליפות מהקופה ואז האבן %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 and scored %n points.</source>
        <translation>
            <numerusform>%1: האבן %2, ‏%n נקודה.</numerusform>
            <numerusform>%1: האבן %2, ‏%n נקודות.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: האבן %2.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>שלפת את %1.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: שליפה מהקופה.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has drawn %n tiles in a row.</source>
        <translation>
            <numerusform>%1: שליפה %n ברצף מהקופה.</numerusform>
            <numerusform>%1: %n שליפות ברצף מהקופה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tiles and passed.</source>
        <translation>
            <numerusform>%1: שליפה %n מהקופה ודילוג על התור.</numerusform>
            <numerusform>%1: %n שליפות מהקופה ודילוג על התור.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew a tile and passed.</source>
        <translation>%1: שליפה אחת מהקופה ודילוג על התור.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: דילוג על התור.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit either: draw again.</source>
        <translation>שלפת את %1; גם היא לא מתאימה: שלוף שוב.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits either: draw again.</source>
        <translation>שלפת את %1; אף אחת מהן לא מתאימה: שלוף שוב.</translation>
    </message>
    <message>
        <source>You drew %1; it does not fit and nothing is left to draw: pass.</source>
        <translation>שלפת %1; היא לא מתאימה ואין עוד מה לשלוף: דלג.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table.</source>
        <translation>אתה פותח: הנח אבן כלשהי במרכז השולחן.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: you may play it, or draw again.</source>
        <translation>שלפת את %1. היא מתאימה: אפשר להניח אותה, או לשלוף שוב.</translation>
    </message>
    <message>
        <source>You drew %1. It fits: play it.</source>
        <translation>שלפת את %1. היא מתאימה: הנח אותה.</translation>
    </message>
    <message>
        <source>You drew %1; none of them fits and nothing is left to draw: pass.</source>
        <translation>שלפת את %1; אף אחת מהן לא מתאימה ואין עוד מה לשלוף: דלג.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: play it.</source>
        <translation>שלפת את %1. האחרונה מתאימה: הנח אותה.</translation>
    </message>
    <message>
        <source>You drew %1. The last one fits: you may play it, or draw again.</source>
        <translation>שלפת את %1. האחרונה מתאימה: אפשר להניח אותה, או לשלוף שוב.</translation>
    </message>
    <message>
        <source>You drew %1. None of them fits: play a tile that fits.</source>
        <translation>שלפת את %1. אף אחת מהן לא מתאימה: שחק אבן שמתאימה.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: draw again, or play a tile that fits.</source>
        <translation>משכת את %1. היא לא מתאימה: משוך שוב, או שחק אבן שמתאימה.</translation>
    </message>
    <message>
        <source>You drew %1. It does not fit: play a tile that fits.</source>
        <translation>משכת את %1. היא לא מתאימה: שחק אבן שמתאימה.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, counted: the hand is over.</source>
        <translation>
            <numerusform>%n נקודה נספרה: הסיבוב הסתיים.</numerusform>
            <numerusform>%n נקודות נספרו: הסיבוב הסתיים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>רמז: %1</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end.</source>
        <translation>תורך: בחר אבן שמתאימה לקצה פתוח.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>המשחק נגמר.</translation>
    </message>
    <message>
        <source>%1: Enter chooses it.</source>
        <translation>%1: Enter בוחר בה.</translation>
    </message>
    <message>
        <source>%1 fits no open end.</source>
        <translation>%1 לא מתאימה לאף קצה פתוח.</translation>
    </message>
    <message>
        <source>Open end: %1</source>
        <translation>קצה פתוח: %1</translation>
    </message>
    <message>
        <source>%1 fits more than one end: choose a lit end.</source>
        <translation>%1 מתאימה ליותר מקצה אחד: בחר קצה מואר.</translation>
    </message>
    <message>
        <source>Play %1 on the lit end.</source>
        <translation>הנח את %1 על הקצה המואר.</translation>
    </message>
    <message>
        <source>Your lead: play any tile to the centre of the table, or draw from the boneyard.</source>
        <translation>אתה פותח: הנח אבן כלשהי במרכז השולחן, או שלוף מהקופה.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile that fits an open end, or draw from the boneyard.</source>
        <translation>תורך: בחר אבן שמתאימה לקצה פתוח, או שלוף מהקופה.</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 אל %2.</translation>
    </message>
    <message>
        <source>Drop %1 on a lit end.</source>
        <translation>שחרר את %1 על קצה מואר.</translation>
    </message>
    <message>
        <source>That tile fits more than one end: click the lit end you want.</source>
        <translation>האבן מתאימה ליותר מקצה אחד: לחץ על הקצה המואר שתרצה.</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>A seat&apos;s badge when its last turn was a pass (a word on the table, beside its hand).</extracomment>
        <translation>דילוג</translation>
    </message>
    <message>
        <source>drew %1</source>
        <extracomment>A seat&apos;s badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.</extracomment>
        <translation>שליפות: %1</translation>
    </message>
    <message>
        <source>Muggins! %1</source>
        <extracomment>A badge&apos;s &quot;Muggins!&quot; call on points another player did not claim: %1, the points taken, as +10.</extracomment>
        <translation>מאגינס! %1</translation>
    </message>
    <message>
        <source>What this player did at its last turn (faint: before your own last play or pass).</source>
        <extracomment>The tooltip of a seat&apos;s badge (play-test pt54 #4: nothing on the table said what it was).</extracomment>
        <translation>מה עשה השחקן הזה בתור האחרון שלו (חיוור: לפני המהלך או הדילוג האחרונים שלך).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>שולחן</translation>
    </message>
    <message>
        <source>Your tiles are along the bottom. Left and Right move between them, Enter chooses one, Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, Enter or D draws and Enter or P passes. H asks for a hint.</source>
        <translation>האבנים שלך בתחתית. החצים שמאלה וימינה עוברים ביניהן, Enter בוחר אבן, שמאלה, ימינה או Tab בוחרים את הקצה, Enter מניח אותה, Escape מבטל. כשאין אבן מתאימה, Enter או D שולפים, ו־Enter או P מדלגים. H מבקש רמז.</translation>
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
        <translation>אבן %1</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <extracomment>Tooltip of a domino lying face down (its pips are hidden).</extracomment>
        <translation>אבן הפוכה</translation>
    </message>
</context>
</TS>
