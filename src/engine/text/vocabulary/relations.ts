import type { Lang } from '../lexicon/types.ts'

/**
 * How two motifs of a prompt relate, for the composer to arrange them. The subject is the
 * thing acting (the snake that coils, the dagger that pierces, the owl that perches), the
 * object the other one. `with` is a plain companion, used only when nothing stronger links
 * the pair.
 */
export const RELATION_IDS = ['coil', 'frame', 'perch', 'pierce', 'hold', 'emerge', 'under', 'inside', 'with'] as const
export type RelationId = (typeof RELATION_IDS)[number]

/**
 * `around` is not a relation of its own: "roses around a skull" frames the skull, "a snake
 * around a dagger" coils round it. The reader decides by the body of the thing around.
 */
export type PatternKind = RelationId | 'around'

/** Simplified characters of the Chinese patterns and their Traditional forms (里 has two). */
const TRADITIONAL: Record<string, string> = {
  缠: '纏',
  绕: '繞',
  盘: '盤',
  栖: '棲',
  点: '點',
  缀: '綴',
  装: '裝',
  饰: '飾',
  衬: '襯',
  贯: '貫',
  进: '進',
  扎: '紮',
  过: '過',
  着: '著',
  从: '從',
  飞: '飛',
  诞: '誕',
  绽: '綻',
  现: '現',
  腾: '騰',
  冲: '衝',
  长: '長',
  钻: '鑽',
  跃: '躍',
  环: '環',
  围: '圍',
  边: '邊',
  里: '裡裏',
  与: '與',
  带: '帶',
  顶: '頂',
  开: '開',
  紧: '緊',
  萦: '縈',
  头: '頭',
  衔: '銜',
  层: '層',
  还: '還',
  间: '間',
  当: '當',
  内: '內',
}

/** Chinese phrasings, written in Simplified characters; Traditional (tw) phrases them the same way. */
const ZH_PATTERNS: readonly (readonly [PatternKind, string])[] = [
  ['coil', '~(缠绕|缠绕着|缠着|缠在|缠住|盘绕|盘绕着|盘在|盘踞在|盘着|缠绕在|绕在)O(上)?的 S'],
  ['coil', 'S (缠绕|缠绕着|缠着|缠在|缠住|盘绕|盘绕着|盘在|盘踞在|盘着|缠绕在|绕在|绕着)O'],
  ['coil', '~被S(缠绕|缠着|缠住|盘绕|盘着)(着|住)?的 O'],
  ['frame', '~(被|由)?O(簇拥|点缀|装饰|衬托|包裹)(着)?的 S'],
  ['frame', 'S (被|由)O(簇拥|点缀|装饰|衬托|包裹)'],
  ['pierce', '~(被)?S(刺穿|穿过|穿透|贯穿|刺入|刺进|插着|插入)的 O'],
  ['pierce', '~(插着|插有|刺着|扎着)S的 O'],
  ['pierce', '~(穿过|刺穿|穿透|贯穿|刺入|刺进|插入|插进|插在|扎进|扎在)O的 S'],
  ['pierce', 'S (穿过|刺穿|穿透|贯穿|刺入|刺进|插入|插进|插在|扎进|扎在)O'],
  ['pierce', 'O (被)S(刺穿|贯穿|穿透|穿过)'],
  ['hold', '~(握着|拿着|抓着|叼着|捧着|持着|手持|握住|抓住|叼住|衔着|紧握|手握|抱着)O的 S'],
  ['hold', 'S (握着|拿着|抓着|叼着|捧着|持着|手持|握住|抓住|叼住|衔着|紧握|手握|抱着)O'],
  ['emerge', '~浴O(重生|涅槃|而生|而出)的? S'],
  ['emerge', '~(从)?O(中|里)?(升起|飞出|飞起|涅槃|重生|诞生|绽放|浮现|腾飞|冲出|升腾|长出|盛开|钻出|破出|跃出)的 S'],
  ['emerge', 'S 浴O(重生|涅槃)?'],
  ['emerge', 'S (从)O(中|里)? (升起|飞出|飞起|涅槃|重生|诞生|绽放|浮现|腾飞|冲出|升腾|长出|盛开|钻出|破出|跃出)'],
  ['perch', '~(站在|停在|落在|栖息在|栖在|蹲在|坐在|立在)?O(上|之上|顶上|上面|上方)的 S'],
  ['perch', 'S (站在|停在|落在|栖息在|栖在|蹲在|坐在|立在|在)O(上|之上|顶上|上面)'],
  ['under', '~O(下|之下|下面|底下|下方)的? S'],
  ['under', 'S (在)O(下|之下|下面|底下|下方)'],
  ['around', '~被S(环绕|围绕|包围|围着|环抱|萦绕)(着)?的 O'],
  ['around', '~S(环绕|围绕|包围|环抱|萦绕)(着)?的 O'],
  ['around', 'S (环绕|围绕|环绕着|围绕着|绕着|围着|包围着|包围|环抱着)O'],
  ['around', '~O(周围|周边|四周|旁边)的 S'],
  ['inside', '~O(中|里|内|之中|里面|当中|中间)的 S'],
  ['inside', 'S (在)O(中|里|内|之中|里面|当中)'],
  ['with', 'S (和|与|跟|及|配|配上|加|搭配|还有|以及|&|＆|\\+|＋) O'],
  ['with', '~(带着|带有|配有|带)O的 S'],
]

/**
 * A Chinese pattern that reads both scripts: a prompt in Traditional characters may come with
 * no character that tells it from Simplified (匕首, 蛇), and be read as Simplified.
 */
const eitherScript = (pattern: string) => [...pattern].map((ch) => (TRADITIONAL[ch] ? `[${ch}${TRADITIONAL[ch]}]` : ch)).join('')
const CHINESE = ZH_PATTERNS.map(([kind, p]) => [kind, eitherScript(p)] as const)

/**
 * The phrasings of each relation, per language, strongest kinds first (the first pattern that
 * links a pair wins). A pattern is a regular expression with a few conveniences:
 * - `S` and `O` stand for the subject and the object, each a motif of the prompt; their order
 *   in the pattern is their order in the prompt, so passive and flipped phrasings simply put
 *   `O` first ("O pierced by S", "O above S").
 * - A leading `~` says the later motif is the phrase's head, the noun the rest describes
 *   (Japanese, Korean and Chinese relative clauses: "短剣に巻きつく蛇" is about the snake).
 *   Without it the earlier motif is the head. Companions (`with`) attach to heads.
 * - Spaces separate items. In spaced languages up to three other words may stand between two
 *   items ("wrapped around an old rusty dagger"), but never a word of any pattern of the
 *   language; in Chinese and Japanese up to four characters (verb endings: 巻きつ・いている).
 *   A whole item in parentheses followed by `?` is optional.
 * - `*` continues a word (entouré* for entourée, entourés); Latin letters are matched without
 *   their accents, so one pattern serves prompts typed with and without them.
 * Korean particles stay on their nouns: `O(을|를)` is the object word with its particle. In
 * Chinese and Japanese a count before a motif (一条, 一輪の) goes with the motif by itself.
 * Patterns link two motifs named next to each other; a third in between breaks the link.
 */
export const RELATION_PATTERNS: Record<Lang, readonly (readonly [PatternKind, string])[]> = {
  en: [
    [
      'hold',
      'S with O in (its|his|her|their|the) (claws|claw|talons|talon|beak|mouth|jaws|teeth|hands|hand|paws|paw|grip|grasp|fangs)',
    ],
    [
      'coil',
      'S (wrapped|wrapping|wraps|coiled|coiling|coils|twisted|twisting|twists|twined|twining|winding|winds|wound|curled|curling|curls|slithering|spiralling|spiraling|snaking|looped|looping) (around|round|about|on|through|up) O',
    ],
    ['coil', 'O (entwined|intertwined|twined|wrapped|wound|tangled|coiled|twisted|entangled) (with|in|by) S'],
    ['coil', 'O with S (wrapped|coiled|twisted|wound|winding|curled|coiling|wrapping) (around|round)'],
    ['frame', 'S (surrounded|framed|encircled|wreathed|ringed|crowned|circled|bordered|garlanded|adorned|haloed) (by|with|in) O'],
    ['frame', 'S (in|on|inside|within) (wreath|ring|circle|frame|crown|garland|bed|nest|halo|sea|field) of O'],
    ['frame', 'S with O (around|surrounding|encircling|framing|circling)'],
    ['frame', 'O (surrounding|framing|ringing|bordering|wreathing) S'],
    ['pierce', 'S (through|thru|piercing|pierces|impaling|impales|stabbing|stabs|skewering|skewers) O'],
    ['pierce', 'S (stuck|plunged|driven|thrust|stabbed|sunk|piercing) (in|into|through) O'],
    ['pierce', 'O (pierced|stabbed|impaled|skewered|struck|punctured) (by|with|on|through) S'],
    ['pierce', 'O with S (through|piercing)'],
    [
      'hold',
      'S (holding|holds|clutching|clutches|grasping|grasps|gripping|grips|carrying|carries|wielding|wields|cradling|cradles|bearing|offering|biting|clenching) O',
    ],
    ['hold', 'O (held|clutched|gripped|grasped|carried|cradled|wielded) (by|in) S'],
    [
      'emerge',
      'S (rising|rises|risen|emerging|emerges|emerged|born|reborn|bursting|bursts|coming|comes|growing|grows|sprouting|sprouts|blooming|blooms|springing|springs|ascending|ascends|flying|erupting|breaking|soaring|climbing) (up|out)? (from|of|through) O',
    ],
    ['emerge', 'S (from|out of) O'],
    [
      'perch',
      'S (perched|perching|perches|sitting|sits|sat|standing|stands|resting|rests|landing|landed|lands|seated|nesting|balanced|balancing) (on|upon|atop) O',
    ],
    ['perch', 'S (on|upon|atop|(on top of)) O'],
    ['under', 'S (under|beneath|below|underneath) O'],
    ['under', 'O (above|over|overhead|(over top of)|(high above)) S'],
    ['around', 'S (around|round|encircling|circling|encircles|circles) O'],
    ['inside', 'O with S (inside|within|(in it))'],
    [
      'inside',
      'S (in|inside|within|(in the middle of)|(inside of)|(enclosed in)|(encased in)|(trapped in)|(caught in)|(swimming in)|(floating in)|(set in)|among|amongst|amid|amidst) O',
    ],
    ['with', 'S (with|and|&|\\+|plus|alongside|(next to)|beside|(accompanied by)|featuring) O'],
  ],
  de: [
    [
      'hold',
      'S mit O in (den|seinen|ihren|seiner|ihrer|dem|seinem|ihrem) (klauen|krallen|fangen|handen|hand|schnabel|maul|pfoten|zahnen)',
    ],
    [
      'coil',
      'S (sich)? (um|(rund um)) O (gewickelt*|gewunden*|geschlungen*|geringelt*|geschlangelt*|gerollt*|windet|wickelt|schlingt|ringelt|schlangelt)',
    ],
    ['coil', 'S (windet|wickelt|schlingt|ringelt|schlangelt|windend*|schlingend*) sich (um|(rund um)) O'],
    ['coil', 'S(,)? (die|der|das) sich (um|(rund um)) O (wind*|wickel*|schling*|ringel*|schlangel*)'],
    ['coil', 'O von S (umschlungen*|umwickelt*|umwunden*|umringelt*)'],
    ['coil', '~(um|(rund um)) O (gewickelt*|gewunden*|geschlungen*|geringelt*|geschlangelt*) S'],
    ['coil', 'O (umwickelt|umschlungen|umwunden|umringelt|umschlungen*) (von|mit) S'],
    ['frame', 'S (umgeben|umrahmt|umringt|eingerahmt|umkranzt|umrankt|gerahmt|bekranzt) (von|mit) O'],
    ['frame', 'S (von|mit) O (umgeben|umrahmt|umringt|eingerahmt|umkranzt|umrankt|gerahmt|bekranzt)'],
    ['frame', '~von O (umgeben*|umrahmt*|umringt*|eingerahmt*|umkranzt*|umrankt*) S'],
    ['frame', 'S (in|im|inmitten) (kranz|rahmen|ring|kreis|bett|nest) (aus|von) O'],
    ['frame', 'S mit O (drumherum|ringsum|rundherum|herum)'],
    [
      'pierce',
      'S (durch|durchs|durchbohrt|durchbohrend*|durchsticht|durchstechend*|durchstosst|sticht|steckt|steckend*) (in|im)? O',
    ],
    ['pierce', 'O (durchbohrt*|durchstochen*|aufgespiesst*|erstochen*) (von|mit|durch) S'],
    ['pierce', '~von S (durchbohrt*|durchstochen*) O'],
    ['pierce', 'O (von|mit) S (durchbohrt|durchstochen|aufgespiesst)'],
    ['hold', 'S (halt|haltend*|tragt|tragend*|umklammert|umklammernd*|packt|packend*|greift|greifend*|hielt) O'],
    ['hold', '~O (haltend*|tragend*|umklammernd*|greifend*) S'],
    ['hold', 'O (gehalten|getragen|umklammert|gepackt) (von|in) S'],
    [
      'emerge',
      'S (steigt|steigend*|aufsteigend*|erhebt|erhebend*|wachst|wachsend*|entsteigt|entsteigend*|bricht|brechend*|kommt|kommend*|spriesst|spriessend*|bluht|geboren|wiedergeboren|auferstehend*|aufsteigt)? (sich)? (aus|hervor) O',
    ],
    [
      'perch',
      'S (sitzt|sitzend*|steht|stehend*|thront|thronend*|hockt|hockend*|landet|landend*|ruht|ruhend*|sass)? ((oben auf)|auf|aufm) O',
    ],
    ['perch', '~auf O (sitzend*|hockend*|thronend*|stehend*|landend*|ruhend*) S'],
    ['under', 'S (unter|unterm|unterhalb|darunter) O'],
    ['under', 'O (uber|oberhalb|uberm) S'],
    ['around', 'S ((rund um)|(rings um)|um|umkreist|umkreisend*|umrundet) O'],
    ['inside', 'S (in|im|innerhalb|inmitten|zwischen) O'],
    ['with', 'S (mit|und|&|\\+|samt|neben|nebst) O'],
  ],
  es: [
    ['hold', 'S con O en (sus|las|su|la) (garras|garra|manos|mano|pico|boca|fauces|patas|dientes)'],
    [
      'coil',
      'S (enrollad*|enroscad*|enredad*|retorcid*|enrollandose|enroscandose|enrolla|enrosca) (en|(alrededor de)|a|al|sobre|por|entre) O',
    ],
    ['coil', 'O (envuelt*|entrelazad*|enroscad*|enrollad*) (en|con|por) S'],
    ['coil', 'O (con|y) S (enrollad*|enroscad*)'],
    ['frame', 'S (rodead*|enmarcad*|cercad*|coronad*|adornad*|bordead*) (de|por|con|en) O'],
    ['frame', 'S (en|sobre) (corona|marco|circulo|anillo|guirnalda|cama|nido|lecho|mar) (de|del) O'],
    ['frame', 'O (rodeando|enmarcando|cercando|coronando) (a|al)? S'],
    ['pierce', 'S (atravesando|atraviesa|perforando|perfora|clavad*|clavandose|incrustad*|(a traves de)) (en|a|al)? O'],
    ['pierce', 'O (atravesad*|perforad*|apunalad*|traspasad*|clavad*|herid*) (por|con) S'],
    [
      'hold',
      'S (sosteniendo|sostiene|sujetando|sujeta|agarrando|agarra|empunando|empuna|llevando|lleva|portando|sosten*) (a|al)? O',
    ],
    ['hold', 'O (sostenid*|sujet*|agarrad*|empunad*|llevad*) (por|en) S'],
    [
      'emerge',
      'S (surgiendo|surge|emergiendo|emerge|renaciendo|renace|naciendo|nace|saliendo|sale|brotando|brota|resurgiendo|resurge|elevandose|creciendo|crece|floreciendo|florece|volando) (de|desde|del|(de entre)|entre) O',
    ],
    [
      'perch',
      'S (posad*|sentad*|parad*|encaramad*|apoyad*|descansando|posandose|(de pie)) (sobre|(encima de)|en|(en lo alto de)) O',
    ],
    ['perch', 'S (sobre|(encima de)|(encima del)|(en lo alto de)) O'],
    ['under', 'S (bajo|(debajo de)|(debajo del)|(abajo de)|(por debajo de)) O'],
    ['under', 'O ((por encima de)|(por encima del)) S'],
    ['around', 'S ((alrededor de)|(alrededor del)|(en torno a)|(en torno al)|rodeando|rodea) O'],
    ['inside', 'S (en|(dentro de)|(dentro del)|(en medio de)|(en medio del)|entre) O'],
    ['with', 'S (con|y|e|(junto a)|(junto con)|&|\\+) O'],
  ],
  fr: [
    ['hold', 'S avec O (dans|entre) (ses|les|son|sa|leurs) (griffes|serres|mains|main|bec|gueule|pattes|crocs|dents)'],
    ['coil', 'S (enroul*|entortill*|enlac*|torsad*|lov*) (autour|sur|le) (de|du|d|des|long)? O'],
    ['coil', 'O (enlac*|enroul*|entortill*) (par|de|d|des) S'],
    ['coil', 'O avec S (enroul*|entortill*) (autour|dessus)'],
    ['frame', 'S (entour*|encadr*|cern*|couronn*|orn*|aureol*|bord*) (de|d|par|des|du) O'],
    ['frame', 'S (dans|sur|en) (couronne|cadre|cercle|anneau|guirlande|lit|nid|ecrin|mer) (de|d|des) O'],
    ['frame', 'O (entourant|encadrant|cernant|couronnant) S'],
    ['pierce', 'S (transpercant|transperce|traversant|traverse|percant|perce|plante*|enfonce*|(a travers)) (dans)? O'],
    ['pierce', 'O (transperc*|perc*|poignard*|travers*|embroch*) (par|d|de|des) S'],
    ['hold', 'S (tenant|tient|serrant|serre|portant|porte|brandissant|brandit|agrippant|agrippe|empoignant|empoigne) O'],
    ['hold', 'O (tenu*|serre*|porte*|brandi*) (par|dans) S'],
    [
      'emerge',
      'S (renaissant|renait|sortant|sort|surgissant|surgit|emergeant|emerge|naissant|nait|jaillissant|jaillit|elevant|eleve|poussant|pousse|eclos*|montant|envolant|envole) (de|des|du|d|hors) O',
    ],
    ['perch', 'S (perch*|pose*|assis*|debout|juch*|install*)? (sur|(au sommet de)|(au sommet d)|(en haut de)) O'],
    ['under', 'S (sous|(en dessous de)|(au dessous de)|(en dessous du)|(au dessous du)) O'],
    ['under', 'O (au dessus|par dessus) (de|du|d|des)? S'],
    ['around', 'S autour (de|du|d|des) O'],
    [
      'inside',
      'S (dans|(a l interieur de)|(a l interieur d)|(au milieu de)|(au milieu des)|(au milieu d)|parmi|(au sein de)|(au coeur de)|en) O',
    ],
    ['with', 'S (avec|et|&|\\+|(accompagne de)|(accompagnee de)) O'],
  ],
  ja: [
    ['coil', '~Oに(巻きつ|巻き付|まきつ|絡みつ|絡み付|からみつ|巻きつい|巻き付い|とぐろを巻) S'],
    ['coil', '~Sに(巻かれ|絡まれ|巻き付かれ|巻きつかれ) O'],
    ['coil', '~Sが(巻きつ|巻き付|まきつ|絡みつ|絡み付|からみつ) O'],
    ['coil', 'S(が|は) Oに(巻きつ|巻き付|まきつ|絡みつ|絡み付|からみつ|とぐろを巻)'],
    ['coil', '~Oに Sが(巻きつ|巻き付|まきつ|絡みつ|絡み付|からみつ)'],
    ['frame', '~O(に|で)(囲まれ|かこまれ|包まれ|縁取られ|飾られ|彩られ|覆われ) S'],
    ['frame', '~Oが?(囲む|取り囲む|囲んだ|取り囲んだ|縁取る|飾る) S'],
    ['frame', 'S(が|は) O(に|で)(囲まれ|かこまれ|包まれ|縁取られ|飾られ)'],
    ['pierce', '~Sが?(刺さった|刺さる|刺さって|突き刺さった|突き刺さる|突き刺さって) O'],
    ['pierce', '~Oを(貫く|貫いた|貫いて|突き刺す|突き刺した|刺す|刺した) S'],
    ['pierce', '~Sに(貫かれ|刺され|突き刺され|射抜かれ) O'],
    ['pierce', '~Oに Sが(刺さ|突き刺さ)'],
    ['hold', '~Oを(持つ|持った|持って|握る|握った|握って|掴む|掴んだ|掴ん|つかむ|つかんだ|咥え|くわえ|抱え|抱く|抱いた|抱い) S'],
    ['hold', 'S(が|は) Oを(持|握|掴|つかむ|つかん|咥え|くわえ|抱)'],
    [
      'emerge',
      '~O(の中)?から(蘇る|蘇った|よみがえる|甦る|生まれ|飛び立つ|舞い上がる|昇る|咲く|現れ|出る|飛び出す|立ち上る|羽ばたく|復活する|復活した|芽吹く)? S',
    ],
    ['emerge', 'S(が|は) O(の中)?から'],
    ['perch', '~Oの?(上|うえ)(の|に|で)? S'],
    ['perch', '~Oに(止まる|とまる|止まった|とまった|止まって|とまって|座る|座った|乗る|乗った|佇む) S'],
    ['perch', 'S(が|は) Oの?(上|うえ)(に|で)'],
    ['under', '~Oの?(下|した|もと)(の|で|に)? S'],
    ['under', 'S(が|は) Oの?(下|した)(に|で)'],
    ['around', '~Oの(周り|まわり|周囲|回り)(の|に|を)? S'],
    ['inside', '~Oの?(中|なか|内)(の|に|で|を)? S'],
    ['inside', '~Oに(泳ぐ|泳いだ|泳いで|浮かぶ|浮かんだ|浮かんで|閉じ込められ) S'],
    ['inside', '~O(間|の間)?を(泳ぐ|泳いだ|泳いで|舞う|漂う) S'],
    ['with', 'S(と|&|＆|\\+|＋|や|及び|および) O'],
    ['with', '~O(を|の)?(添えた|あしらった|付きの|つきの|入りの) S'],
  ],
  ko: [
    ['coil', '~O(을|를)? (감은|휘감은|감고|휘감고|감싼|감는|휘감는|두른|칭칭) S'],
    ['coil', '~O(에)? (감긴|휘감긴|감겨|휘감겨|감겨있는|휘감겨있는|똬리를) S'],
    ['coil', 'S(이|가|은|는)? O(을|를) (감고|휘감고|감싸고|감는다|휘감는다|감았다|휘감았다|감은|휘감은)'],
    ['coil', 'S(이|가|은|는)? O(에) (감겨|휘감겨|감긴|똬리를)'],
    ['frame', '~O(에|로|으로)? (둘러싸인|둘러싸여|둘러쌓인|에워싸인|감싸인|장식된|꾸며진) S'],
    ['frame', '~O(이|가)? (둘러싼|에워싼|감싼|장식한) S'],
    ['frame', 'S(이|가|은|는)? O(에|로|으로) (둘러싸여|둘러싸인|에워싸여|장식되어)'],
    ['pierce', '~S(이|가|에|에게)? (꽂힌|박힌|찔린|관통된|꿰뚫린|꽂혀있는|박혀있는) O'],
    ['pierce', '~O(을|를)? (관통하는|관통한|꿰뚫은|꿰뚫는|찌르는|찌른|뚫는|뚫은) S'],
    ['pierce', 'S(이|가|은|는)? O(을|를) (관통하는|관통한|관통하고|꿰뚫고|꿰뚫은|찌르고|찌른)'],
    ['hold', '~O(을|를)? (든|쥔|들고|쥐고|움켜쥔|움켜쥐고|문|물고|잡은|잡고|안은|안고) S'],
    ['hold', 'S(이|가|은|는)? O(을|를) (들고|쥐고|물고|잡고|움켜쥐고|안고)'],
    [
      'emerge',
      '~O(에서|으로부터|로부터|속에서) (날아오르는|솟아오르는|피어나는|태어나는|부활하는|되살아나는|나오는|솟아난|피어난|날아오른|튀어나오는|비상하는)? S',
    ],
    ['emerge', 'S(이|가|은|는)? O(에서|으로부터|로부터|속에서) (날아오르|솟아오르|피어나|태어나|부활|되살아|나오|비상)'],
    ['perch', '~O (위의|위에|위에서|꼭대기의|꼭대기에) S'],
    ['perch', '~O(에)? (앉은|앉아있는|앉아|서있는|올라앉은|내려앉은) S'],
    ['perch', 'S(이|가|은|는)? O (위에|위에서|꼭대기에)'],
    ['under', '~O (아래|아래의|아래에|아래에서|밑|밑의|밑에|밑에서) S'],
    ['under', 'S(이|가|은|는)? O (아래|아래에|아래에서|밑에|밑에서)'],
    ['around', '~O (주위의|주위에|주변의|주변에|둘레의|둘레에|주위를|주변을|둘레를) S'],
    ['inside', '~O (속의|속에|안의|안에|속에서|안에서|가운데|사이의|사이에|사이로) S'],
    ['with', 'S(와|과|랑|이랑|하고|및) O'],
    ['with', 'S (와|과|그리고|및|&|\\+) O'],
    ['with', '~O(이|가) (있는|달린|곁들인|함께한) S'],
  ],
  pt: [
    ['hold', 'S com O (nas|em|entre) (suas|as|seus)? (garras|garra|maos|mao|bico|boca|presas|patas|dentes)'],
    [
      'coil',
      'S (enrolad*|enroscad*|torcid*|enrolando|enroscando|enrola|enrosca) (em|na|no|nas|nos|numa|num|sobre|(ao redor d*)|(em volta d*)|(a volta d*)|(em torno d*)) O',
    ],
    ['coil', 'O (entrelacad*|enroscad*|enrolad*) (por|com|em|pela|pelo) S'],
    ['coil', 'O (com|e) S (enrolad*|enroscad*)'],
    [
      'frame',
      'S (cercad*|rodead*|emoldurad*|coroad*|envolvid*|envolt*|adornad*) (de|por|com|pela|pelo|pelas|pelos|das|dos|da|do) O',
    ],
    ['frame', 'S (em|numa|num|sobre) (coroa|moldura|circulo|anel|guirlanda|cama|ninho|mar) (de|das|dos) O'],
    ['frame', 'O (cercando|rodeando|emoldurando|coroando) S'],
    ['pierce', 'S (atravessando|atravessa|perfurando|perfura|cravad*|fincad*|(atraves d*)) (em|no|na|o|a)? O'],
    ['pierce', 'O (atravessad*|perfurad*|apunhalad*|trespassad*|cravad*|ferid*) (por|com|pela|pelo) S'],
    ['hold', 'S (segurando|segura|agarrando|agarra|empunhando|empunha|carregando|carrega|sustentando|sustenta) O'],
    ['hold', 'O (segurad*|agarrad*|empunhad*|carregad*) (por|pela|pelo|em) S'],
    [
      'emerge',
      'S (surgindo|surge|emergindo|emerge|renascendo|renasce|nascendo|nasce|saindo|sai|brotando|brota|ressurgindo|ressurge|crescendo|cresce|subindo|erguendo|florescendo|voando) (de|das|dos|da|do|entre) O',
    ],
    ['perch', 'S (pousad*|sentad*|empoleirad*|apoiad*|(em pe)) (em|na|no|numa|num|sobre|(em cima d*)|(no topo d*)) O'],
    ['perch', 'S (sobre|(em cima d*)|(no topo d*)) O'],
    ['under', 'S (sob|(embaixo d*)|(debaixo d*)|(abaixo d*)|(por baixo d*)) O'],
    ['under', 'O ((acima d*)|(por cima d*)) S'],
    ['around', 'S ((ao redor d*)|(em volta d*)|(em torno d*)|(a volta d*)|rodeando|circundando) O'],
    ['inside', 'S (em|(dentro d*)|(no meio d*)|na|no|nas|nos|entre) O'],
    ['with', 'S (com|e|(junto com)|(junto a)|&|\\+) O'],
  ],
  tw: CHINESE,
  vi: [
    [
      'coil',
      'S (quấn|cuộn|xoắn|uốn|vắt|quấn chặt|cuộn tròn|(quấn lấy)|(cuộn quanh)|(quấn quanh)|(bò quanh)) (quanh|lấy|vào|trên|(xung quanh)|(vòng quanh))? O',
    ],
    [
      'frame',
      'S ((được bao quanh)|(bao quanh bởi)|(được vây quanh)|(vây quanh bởi)|(được bao bọc)|(bao bọc bởi)|(được bao phủ)|(được tô điểm)) (bởi)? O',
    ],
    ['frame', 'O ((bao quanh)|(vây quanh)|(bao bọc)|(ôm lấy)) S'],
    ['frame', 'S (trong|giữa) ((vòng hoa)|(vòng)|(vương miện)|(khung)) O'],
    ['pierce', 'S ((xuyên qua)|(đâm xuyên)|(đâm qua)|xuyên|(cắm vào)|(đâm vào)|(cắm trên)|(cắm xuyên)) O'],
    ['pierce', 'O bị S (đâm|xuyên|cắm)'],
    ['pierce', 'O ((bị đâm xuyên)|(bị xuyên qua)|(bị đâm)) (bởi)? S'],
    ['hold', 'S (cầm|nắm|giữ|ôm|quắp|ngậm|cắp|(cầm lấy)|(nắm lấy)|(quắp lấy)) O'],
    [
      'emerge',
      'S ((bay lên)|(vươn lên)|(trỗi dậy)|(tái sinh)|mọc|nở|(sinh ra)|(trồi lên)|(vụt lên)|(bay ra)|(hồi sinh)|(nhô lên)|(mọc lên)|(vươn)|(bước ra))? (từ|khỏi|(ra khỏi)|(lên từ)) O',
    ],
    ['perch', 'S (đậu|đứng|ngồi|đỗ|(đậu trên)|(đứng trên)|(ngồi trên)) (trên)? O'],
    ['perch', 'S trên O'],
    ['under', 'S (dưới|(bên dưới)|(phía dưới)) O'],
    ['under', 'O ((phía trên)|(bên trên)) S'],
    ['around', 'S (quanh|(xung quanh)|(vòng quanh)) O'],
    ['inside', 'S (trong|(bên trong)|giữa|(ở giữa)|(trong lòng)) O'],
    ['with', 'S (với|và|cùng|(cùng với)|(bên cạnh)|kèm|(kèm theo)|&|\\+) O'],
  ],
  zh: CHINESE,
}

/**
 * Words that, just before "claws", make them the animal's own ("an eagle with a snake in its
 * claws"): then they say how it holds, they are not a motif of their own.
 */
export const OWNER_WORDS: Partial<Record<Lang, readonly string[]>> = {
  en: ['its', 'his', 'her', 'their', 'the'],
  de: ['den', 'seinen', 'ihren', 'seiner', 'ihrer', 'seinem', 'ihrem'],
  es: ['sus', 'su', 'las', 'la'],
  fr: ['ses', 'sa', 'son', 'leurs', 'les'],
  pt: ['suas', 'seus', 'sua', 'as', 'nas'],
}

/** The motifs that can be an animal's own body part ("its claws"). */
export const BODY_PART_CONCEPTS: readonly string[] = ['claw-marks']

/**
 * Words (without accents) the lexicon reads as a motif that between two motifs are relation
 * words: Vietnamese typed without accents writes với (with) as voi (elephant), "dau lau voi
 * hoa hong" is a skull with roses; bởi (by) folds to Portuguese boi (ox).
 */
export const CONNECTIVE_HOMOGRAPHS: Partial<Record<Lang, readonly string[]>> = { vi: ['voi', 'boi'] }

/**
 * Determiners that may stand between the words of a pattern even where another pattern uses
 * them (French "des" is an article in "avec des roses", a preposition in "entouré des roses").
 */
export const ARTICLES: Partial<Record<Lang, readonly string[]>> = {
  en: ['a', 'an', 'the', 'its', 'his', 'her', 'their', 'my', 'some', 'two', 'three', 'this', 'that', 'few'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'zwei', 'drei'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'su', 'sus', 'mi', 'mis', 'dos', 'tres'],
  fr: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'd', 'ses', 'sa', 'son', 'mon', 'ma', 'mes', 'deux', 'trois'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'seu', 'sua', 'seus', 'suas', 'dois', 'duas', 'tres'],
  vi: ['con', 'cai', 'mot', 'nhung', 'cac', 'chiec', 'bong', 'doa', 'hai', 'ba'],
}

/** Long bodies that coil round what they are around; anything else around a motif frames it. */
export const COILING_CONCEPTS: readonly string[] = [
  'snake',
  'cobra',
  'dragon',
  'eastern-dragon',
  'sea-serpent',
  'hydra',
  'ouroboros',
  'vine',
  'ivy',
  'eel',
  'octopus',
  'kraken',
  'chain',
  'barbed-wire',
  'rosary',
]
