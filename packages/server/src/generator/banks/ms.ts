/** Malay (Bahasa Melayu as written in Malaysia): joining and quoting, the field sentences, the voices of the tones. */
import { capitalizeLatin, lowerInitialWord } from '../text';
import { msIndustries } from './ms-industries';
import type { LanguageCore, ToneVoice } from './types';

const tones: LanguageCore['tones'] = {
  亲切自然: {
    emojis: ['😊', '🌿', '☀️', '💛', '🙌', '🍃'],
    bullets: ['🌿', '💛', '✔️'],
    hooks: [
      'Hai semua! Hari ini saya nak kongsi sesuatu.',
      'Tak ada yang hebat, cuma perkongsian ikhlas.',
      'Lama tak menulis, jom berbual sekejap.',
    ],
    leads: ['Yang saya suka:', 'Beberapa perkara yang menonjol:', 'Ringkasnya:'],
    signoffs: ['Harap membantu!', 'Itu saja untuk hari ini!'],
    titles: [
      (c) => (c.thing ? `Jom borak: ${c.thing}` : 'Perkongsian kecil'),
      (c) => (c.thing ? `${c.thing}, pendapat jujur` : 'Pendapat jujur saya'),
    ],
    remarks: ['Secara keseluruhan, pengalaman yang selesa.', 'Kongsi sebagai rujukan.'],
  },
  活泼俏皮: {
    emojis: ['🥳', '🍭', '🎀', '✨', '🤩', '💃', '🌈'],
    bullets: ['🍭', '🎀', '🌈'],
    hooks: [
      'Hai geng! Saya datang lagi!',
      'Berhenti skrol, dos gembira hari ini dah sampai!',
      'Ding dong! Penemuan seronok hari ini!',
    ],
    leads: ['Kenapa saya kata ya:', 'Ini dia yang menarik:', 'Tengok ni:'],
    signoffs: ['Jom!', 'Bye, jumpa lagi!'],
    titles: [
      (c) => (c.thing ? `Alamak, ${c.thing}!` : 'Alamak, suka sangat!'),
      (c) => (c.thing ? `${c.thing}, gembira berganda` : 'Gembira berganda!'),
    ],
    remarks: ['Gembira sampai nak menari!', 'Tahap gembira: penuh!'],
  },
  专业权威: {
    emojis: ['📌', '✅', '💡', '📊', '📝', '🔎'],
    bullets: ['✅', '📌', '▪️'],
    hooks: [
      'Saya huraikan berdasarkan pengalaman sendiri.',
      'Kesimpulan dahulu, butiran kemudian.',
      'Sebelum membuat keputusan, lihat perkara utama ini.',
    ],
    leads: ['Perkara utama:', 'Ringkasan:', 'Intipati:'],
    signoffs: ['Berdasarkan pengalaman saya; sekadar rujukan.', 'Pilih mengikut keperluan anda.'],
    titles: [
      (c) => (c.thing ? `${c.thing}: perkara utama` : 'Perkara utama'),
      (c) => (c.thing ? `Tentang ${c.thing}` : 'Penjelasan ringkas'),
    ],
    remarks: ['Itu pandangan saya yang objektif.', 'Semoga membantu anda membuat keputusan.'],
  },
  温馨治愈: {
    emojis: ['🌸', '🕯️', '🧸', '💗', '🌙', '☕'],
    bullets: ['🌸', '💗', '🤍'],
    hooks: [
      'Selepas hari yang panjang, kita perlukan sesuatu yang lembut.',
      'Hidup tak perlu sentiasa tergesa-gesa.',
      'Hari ini saya mahu berkongsi dengan perlahan.',
    ],
    leads: ['Perkara kecil yang menenangkan:', 'Yang menyentuh hati saya:', 'Perlahan-lahan saya perasan:'],
    signoffs: ['Jaga diri baik-baik hari ini.', 'Salam hangat untuk anda.'],
    titles: [
      (c) => (c.thing ? `${c.thing}, tempat tenang saya` : 'Tempat tenang saya'),
      (c) => (c.thing ? `Hari lembut dengan ${c.thing}` : 'Hari yang lembut'),
    ],
    remarks: ['Rasa hangat dan menenangkan.', 'Masa yang lembut dan indah.'],
  },
  幽默风趣: {
    emojis: ['😂', '🤣', '🙈', '🐶', '🤪', '😎'],
    bullets: ['😂', '👉', '🤪'],
    hooks: [
      'Dompet saya menangis, tapi saya tersenyum.',
      'Penafian: bukan iklan, perasaan semata-mata.',
      'Hari ini hidup agak berat, jadi saya belanja diri sendiri.',
    ],
    leads: ['Bukti A, B dan C:', 'Ini buktinya, tuan hakim:', 'Ini resitnya:'],
    signoffs: ['Okey bye, nak belanja diri lagi.', 'Yang benar, manusia gembira.'],
    titles: [
      (c) => (c.thing ? `${c.thing}: tiada penyesalan` : 'Tiada penyesalan'),
      (c) => (c.thing ? `Amaran: ${c.thing}` : 'Amaran: gembira'),
    ],
    remarks: ['Gembira itu mudah, sebenarnya.', 'Nak tulis satu ayat, tertulis satu karangan.'],
  },
  简约高级: {
    emojis: ['🤍', '✨', '▫️', '🕊️', '🖤', '🌿'],
    bullets: ['▫️', '·', '—'],
    hooks: ['Tenang, dan yakin.', 'Yang baik tak perlu banyak kata.', 'Ringkas ialah keanggunan yang paling sukar.'],
    leads: ['Tentangnya:', 'Patut disebut:', 'Butiran:'],
    signoffs: ['Ringkas sudah memadai.', 'Untuk yang menghargai.'],
    titles: [
      (c) => (c.thing ? `${c.thing}. Ringkas.` : 'Ringkas dan tenang'),
      (c) => (c.thing ? `${c.thing}, kurang itu lebih` : 'Kurang itu lebih'),
    ],
    remarks: ['Ringkas. Tenang.', 'Secukupnya.'],
  },
  种草安利: {
    emojis: ['🌱', '💯', '🔥', '👍', '💖', '📣'],
    bullets: ['💯', '🌱', '👍'],
    hooks: [
      'Saya betul-betul cadangkan yang ini!',
      'Masa cadangan mingguan!',
      'Tak dapat simpan sendiri, mesti kongsi.',
    ],
    leads: ['Kenapa saya cadangkan:', 'Yang buat saya terpikat:', 'Sebab untuk simpan:'],
    signoffs: ['Cadangan selesai!', 'Simpan dulu!'],
    titles: [
      (c) => (c.thing ? `Sangat disyorkan: ${c.thing}` : 'Sangat disyorkan!'),
      (c) => (c.thing ? `Wajib cuba: ${c.thing}` : 'Wajib cuba!'),
    ],
    remarks: ['Saya syorkan kepada semua.', 'Saya dah beritahu kawan-kawan.'],
  },
  真实测评: {
    emojis: ['📝', '🔍', '✅', '⚖️', '👀', '📋'],
    bullets: ['✅', '🔍', '📝'],
    hooks: [
      'Bayar sendiri, jadi ini pendapat jujur saya.',
      'Saya tunggu sekejap sebelum menulis ini.',
      'Sedikit latar belakang dahulu, supaya anda boleh menilai.',
    ],
    leads: ['Apa yang saya dapati:', 'Keputusan saya:', 'Dicuba dan dicatat:'],
    signoffs: ['Semua pengalaman saya sendiri, sekadar rujukan.', 'Ada soalan? Tanya di ruangan komen!'],
    titles: [
      (c) => (c.thing ? `${c.thing}: ulasan jujur` : 'Ulasan jujur'),
      (c) => (c.thing ? `Saya cuba ${c.thing}` : 'Dicuba dengan jujur'),
    ],
    remarks: ['Ini kesan jujur saya.', 'Tiada gembar-gembur, cuma pengalaman saya.'],
  },
  文艺清新: {
    emojis: ['🍃', '🌼', '📷', '🌤️', '🎐', '📖'],
    bullets: ['🍃', '🌼', '🎐'],
    hooks: [
      'Angin lembut, cahaya redup, hari yang sesuai untuk menulis.',
      'Hari berlalu seperti helaian buku; ada saat yang patut dicatat.',
      'Saya suka perkara yang tenang dan perlahan.',
    ],
    leads: ['Saat yang menyentuh:', 'Pesonanya, ringkasnya:', 'Mengira perkara kecil:'],
    signoffs: ['Semoga hari anda ringan dan indah.', 'Hari yang perlahan ialah hari yang baik.'],
    titles: [
      (c) => (c.thing ? `Bertemu ${c.thing}` : 'Saat cerah yang perlahan'),
      (c) => (c.thing ? `${c.thing} dan mentari` : 'Catatan hari cerah'),
    ],
    remarks: ['Seperti penanda buku dalam minggu biasa.', 'Masa terasa perlahan sedikit.'],
  },
  热情激昂: {
    emojis: ['🔥', '💥', '🚀', '⚡', '🎉', '💪'],
    bullets: ['🔥', '⚡', '💥'],
    hooks: ['Semua! Saya mesti kongsi ini!', 'Sedia? Jom mula!', 'Teruja nak kongsi segera!'],
    leads: ['Kenapa anda patut cuba:', 'Semua kemuncak sekali gus:', 'Tengok ini:'],
    signoffs: ['Jom!', 'Semangat!'],
    titles: [
      (c) => (c.thing ? `Jom cuba ${c.thing}!` : 'Jom, terus cuba!'),
      (c) => (c.thing ? `${c.thing}, semangat!` : 'Semangat hari ini!'),
    ],
    remarks: ['Gembira sangat!', 'Mesti tinggalkan ulasan!'],
  },
  neutral: {
    emojis: ['✨', '📌', '👉', '🙂', '📝', '💬'],
    bullets: ['•', '▪️', '✔️'],
    hooks: [
      'Berkongsi pengalaman terbaru.',
      'Catatan ringkas untuk diingati.',
      'Sesuatu yang saya temui baru-baru ini.',
    ],
    leads: ['Perkara utama:', 'Ringkasnya:', 'Patut disebut:'],
    signoffs: ['Terima kasih kerana membaca!', 'Ruang komen dibuka.'],
    titles: [
      (c) => (c.thing ? `Tentang ${c.thing}` : 'Perkongsian ringkas'),
      (c) => (c.thing ? `${c.thing}: catatan saya` : 'Catatan saya'),
    ],
    remarks: ['Itulah pengalaman saya.', 'Dikongsi sebagai rujukan.'],
  },
} satisfies Record<string, ToneVoice>;

export const ms: LanguageCore = {
  code: 'ms',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  fullStop: '.',
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1] ?? ''}`,
  quote: (name) => `“${name}”`,
  capitalize: capitalizeLatin,
  midSentence: lowerInitialWord,
  venues: {
    restaurant: 'restoran ini',
    cafe: 'kafe ini',
    bakery: 'kedai roti ini',
    salon: 'salun ini',
    clinic: 'klinik ini',
    fitness: 'gim ini',
    education: 'pusat ini',
    spa: 'spa ini',
    studio: 'studio ini',
    shop: 'kedai ini',
    business: 'tempat ini',
  },
  customer: {
    audience: [
      (c) => `Saya cadangkan untuk ${c.audience}.`,
      (c) => `Yang ini untuk ${c.audience}.`,
      (c) => `Kongsi untuk ${c.audience}.`,
      (c) => `Rasanya ${c.audience} akan suka.`,
    ],
    promotion: [
      (c) => `Untuk makluman: ${c.promotion}.`,
      (c) => `Tawaran semasa: ${c.promotion}.`,
      (c) => `Jangan lepaskan: ${c.promotion}.`,
      (c) => `Peringatan kecil: ${c.promotion}.`,
    ],
    location: [
      (c) => `Lokasi: ${c.location}.`,
      (c) => `Alamat: ${c.location}.`,
      (c) => `Boleh cari di sini: ${c.location}.`,
      (c) => `Tempatnya: ${c.location}.`,
    ],
    details: [
      (c) => `Tambahan: ${c.details}.`,
      (c) => `Satu lagi: ${c.details}.`,
      (c) => `Tip: ${c.details}.`,
      (c) => `Perlu tahu: ${c.details}.`,
    ],
    benefits: [
      (c) => `Yang saya suka: ${c.benefits}.`,
      (c) => `Paling saya ingat: ${c.benefits}.`,
      (c) => `Ringkasnya: ${c.benefits}.`,
      (c) => `Yang paling menarik bagi saya: ${c.benefits}.`,
    ],
  },
  business: {
    audience: [
      (c) => `Khas untuk ${c.audience}.`,
      (c) => `Untuk ${c.audience}, yang ini untuk anda.`,
      (c) => `Kami alu-alukan ${c.audience}.`,
    ],
    promotion: [
      (c) => `Berita baik: ${c.promotion}!`,
      (c) => `Tawaran semasa kami: ${c.promotion}.`,
      (c) => `Jangan lepaskan: ${c.promotion}.`,
      (c) => `Sedang berlangsung: ${c.promotion}.`,
      (c) => `Hadiah kecil daripada kami: ${c.promotion}.`,
    ],
    location: [
      (c) => `Cari kami di sini: ${c.location}.`,
      (c) => `Alamat kami: ${c.location}.`,
      (c) => `Jumpa kami di: ${c.location}.`,
      (c) => `Singgahlah ke: ${c.location}.`,
      (c) => `Lokasi kami: ${c.location}.`,
    ],
    details: [
      (c) => `Untuk makluman: ${c.details}.`,
      (c) => `Sila ambil perhatian: ${c.details}.`,
      (c) => `Tambahan: ${c.details}.`,
    ],
    benefits: [
      (c) => `Yang kami mahu anda tahu: ${c.benefits}.`,
      (c) => `Sedikit tentangnya: ${c.benefits}.`,
      (c) => `Beberapa perkara: ${c.benefits}.`,
    ],
  },
  review: {
    audience: [
      (c) => `Saya cadangkan untuk ${c.audience}.`,
      (c) => `Pilihan yang baik untuk ${c.audience}.`,
      (c) => `Sesuai dipertimbangkan oleh ${c.audience}.`,
    ],
    promotion: [
      (c) => `Sekarang ada tawaran: ${c.promotion}.`,
      (c) => `Untuk makluman: ${c.promotion}.`,
      (c) => `Tawaran semasa: ${c.promotion}.`,
    ],
    location: [(c) => `Lokasi: ${c.location}.`, (c) => `Alamat: ${c.location}.`, (c) => `Tempatnya: ${c.location}.`],
    details: [
      (c) => `Perlu disebut: ${c.details}.`,
      (c) => `Juga: ${c.details}.`,
      (c) => `Untuk makluman: ${c.details}.`,
    ],
    benefits: [
      (c) => `Yang paling saya suka: ${c.benefits}.`,
      (c) => `Kemuncak bagi saya: ${c.benefits}.`,
      (c) => `Yang saya hargai: ${c.benefits}.`,
    ],
  },
  businessHooks: [
    'Salam semua!',
    'Hai kawan-kawan!',
    'Salam sejahtera daripada kami!',
    'Selamat memulakan minggu baharu!',
    'Ada sesuatu yang kami mahu kongsi.',
    'Kemas kini kecil untuk kawan lama dan baharu:',
  ],
  businessIntros: [
    (c) => (c.thing ? `Kami perkenalkan ${c.thing}.` : 'Izinkan kami memperkenalkan diri.'),
    (c) => (c.thing ? `Bintang hantaran hari ini: ${c.thing}.` : 'Kami mahu anda lebih mengenali kami.'),
    (c) => (c.thing ? `Sedikit kata daripada kami tentang ${c.thing}.` : 'Sedikit kata daripada kami.'),
  ],
  businessCtas: ['Ada soalan? Komen atau mesej kami bila-bila masa!', 'Kongsi dengan kawan yang pasti suka!'],
  reviewOpeners: [
    'Ulasan jujur daripada saya.',
    'Mencatat pengalaman saya.',
    'Sedikit panduan untuk yang masih berfikir.',
    'Berkongsi pengalaman di sini.',
    'Ulasan ringkas daripada kunjungan saya.',
  ],
  tones,
  industries: msIndustries,
};
