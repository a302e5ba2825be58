import type { ColourMode } from '../../styles.ts'
import type { Lang } from '../lexicon/types.ts'

/**
 * Words for black-and-grey and colour work. Single colour names are left out: "rosa" is pink
 * and a rose, "black cat" names a cat, and a style already implies its colours.
 */
export const COLOUR_WORDS: Record<ColourMode, Record<Lang, readonly string[]>> = {
  bw: {
    en: [
      'black and grey',
      'black and gray',
      'black & grey',
      'black & gray',
      'black and white',
      'b&w',
      'monochrome',
      'greyscale',
      'grayscale',
      'black ink',
      'no color',
      'no colour',
      'without color',
      'without colour',
    ],
    de: [
      'schwarz-grau',
      'schwarzgrau',
      'schwarz-weiß',
      'schwarzweiß',
      'schwarz und grau',
      'einfarbig',
      'ohne Farbe',
      'Graustufen',
    ],
    es: ['blanco y negro', 'negro y gris', 'en negro', 'sin color', 'monocromo', 'monocromático', 'escala de grises'],
    fr: ['noir et gris', 'noir et blanc', 'monochrome', 'sans couleur', 'en noir', 'niveaux de gris'],
    ja: ['白黒', 'モノクロ', 'ブラックアンドグレー', '黒一色', '墨一色'],
    ko: ['흑백', '블랙앤그레이', '블랙 앤 그레이', '무채색', '블랙 그레이'],
    pt: ['preto e cinza', 'preto e branco', 'monocromático', 'sem cor', 'escala de cinza'],
    tw: ['黑灰', '黑白', '單色', '黑灰色'],
    vi: ['đen trắng', 'den trang', 'đen xám', 'den xam', 'trắng đen', 'trang den'],
    zh: ['黑灰', '黑白', '单色', '黑灰色'],
  },
  color: {
    en: [
      'color',
      'colour',
      'colored',
      'coloured',
      'colorful',
      'colourful',
      'full color',
      'full colour',
      'in color',
      'colors',
      'colours',
    ],
    de: ['farbig', 'Farbe', 'bunt', 'farbenfroh', 'in Farbe', 'Farben', 'farbige'],
    es: ['a color', 'color', 'colores', 'colorido', 'colorida', 'a todo color', 'en color'],
    fr: ['couleur', 'couleurs', 'coloré', 'colorée', 'en couleur', 'en couleurs'],
    ja: ['カラー', 'カラフル', '色付き', '色鮮やか', 'フルカラー'],
    ko: ['컬러', '칼라', '컬러풀', '알록달록', '색깔', '컬러로'],
    pt: ['colorido', 'colorida', 'cor', 'cores', 'a cores', 'em cores', 'colorida'],
    tw: ['彩色', '上色', '多彩', '全彩'],
    vi: ['có màu', 'co mau', 'nhiều màu', 'nhieu mau', 'màu sắc', 'mau sac', 'sặc sỡ'],
    zh: ['彩色', '上色', '多彩', '全彩'],
  },
}
