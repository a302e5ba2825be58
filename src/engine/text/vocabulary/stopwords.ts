import type { Lang } from '../lexicon/types.ts'

const words = (list: string): readonly string[] => list.split(' ').filter(Boolean)

/**
 * Everyday words of each language. They tell which language a Latin-script prompt is in, and
 * a word that is everyday in the prompt's language is never read as another language's word
 * (Spanish "dos lobos" is two wolves, not a French back).
 */
export const STOPWORDS: Record<Lang, readonly string[]> = {
  en: words(
    'a an the and or of with in on at my for to from by some two three her his its their is are like style tattoo ' +
      'design i want me please under over above around behind inside into howling flying holding surrounded no',
  ),
  de: words(
    'der die das den dem des ein eine einen einem einer und oder mit auf im am an für von vom zum zur mein meine ' +
      'meinem meinen zwei drei ist sind als wie stil tattoo tätowierung ich möchte bitte über unter hinter neben um',
  ),
  es: words(
    'el la los las un una unos unas y e o u de del con en al mi mis para por dos tres es son como estilo tatuaje ' +
      'quiero sobre bajo entre que',
  ),
  fr: words(
    'le la les un une des et ou de du avec sur dans au aux mon ma mes pour par deux trois est sont comme style ' +
      'tatouage je veux sous entre qui',
  ),
  ja: [],
  ko: [],
  pt: words(
    'o a os as um uma uns umas e ou de do da dos das com em no na nos nas meu minha para por dois duas três é são ' +
      'como estilo tatuagem quero sobre entre que',
  ),
  tw: [],
  vi: words(
    'và va của cua với trên tren một mot hai ba hình hinh xăm xam con cái cai những nhung các cac cho tôi toi muốn ' +
      'muon kiểu kieu phong cách cach ở o trong dưới duoi có co là la',
  ),
  zh: [],
}

const MONTH_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二']

/**
 * Words that contain a dictionary word without meaning it: months contain the moon (3月),
 * 马上 is "at once", not a horse, 印象 an impression, not an elephant. The scanner consumes
 * them and reports nothing.
 */
export const BLOCKED: readonly string[] = [
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`),
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))),
  ...MONTH_NUMBERS.map((n) => `${n}月`),
  ...words(
    '正月 月曜 月曜日 月份 每月 每個月 每个月 毎月 今月 来月 先月 岁月 歲月 年月 马上 馬上 牛仔 牛奶 牛逼 熊孩子 ' +
      '鸡尾酒 雞尾酒 馬鹿 猫背 犬歯 狐狸精 虎口 蛇足 鸟瞰 鳥瞰 蝴蝶结 蝴蝶結 鱼尾纹 魚尾紋 马路 馬路 马桶 馬桶 马克 ' +
      '馬克 形象 印象 象征 象徵 抽象 对象 對象 対象 现象 現象 想象 气象 氣象 象牙 牛排 牛乳 鼠标 滑鼠 羊毛 熊本',
  ),
]
