/**
 * Malay (Bahasa Melayu) phrase bank for the built-in Redbook generator.
 * Over 300 lines because it is data: one language's phrases, kept together so translators see them whole.
 */

import type { LanguageBank, ToneBank } from './phrases.types';
import type { Tone } from '@app/contract';
import { capitalizeLatin, lowerInitialWord } from './text';

const tones: Record<Tone, ToneBank> = {
  亲切自然: {
    titles: [
      (c) => `Dah lama guna ${c.product}, ini perkongsian jujur saya`,
      (c) => `Jom berbual tentang ${c.product}`,
      (c) => `Kenapa ${c.product} jadi kegemaran harian saya`,
      (c) => `Ramai yang tanya, inilah dia ${c.product}`,
      (c) => `Kegembiraan kecil setiap hari: ${c.product}`,
    ],
    openers: [
      'Hai semua! Hari ini saya nak berkongsi sesuatu yang saya suka sejak kebelakangan ini.',
      'Tiada yang istimewa hari ini, cuma perkongsian ikhlas daripada rutin harian saya.',
      'Ramai kawan bertanya apa yang saya guna sekarang, jadi saya kongsikan di sini.',
      'Saya jarang kongsi semua benda yang saya cuba, tetapi yang ini memang layak diceritakan.',
      'Selamat hujung minggu! Jom berbual santai tentang sesuatu yang memudahkan hidup saya.',
    ],
    benefitLeads: [
      'Ini yang paling saya suka:',
      'Beberapa perkara yang menarik perhatian saya:',
      'Ringkasnya, kenapa ia sesuai dengan saya:',
    ],
    ctas: [
      (c) => `Kalau berminat, jom tengok ${c.product}. Ada soalan, tanya sahaja di ruangan komen!`,
      'Kalau perkongsian ini membantu, simpan dahulu dan jumpa lagi dalam hantaran seterusnya.',
      'Apa barang kegemaran anda sekarang? Kongsikan di bawah ya!',
    ],
    signoffs: ['Semoga bermanfaat!', 'Itu sahaja untuk hari ini. Semoga hari anda menyenangkan!'],
  },
  活泼俏皮: {
    titles: [
      (c) => `Alamak, comelnya ${c.product}!`,
      (c) => `Kenapa tiada siapa bercerita tentang ${c.product}?!`,
      (c) => `Jumpa harta karun: ${c.product}, jom!`,
      (c) => `${c.Product} buat hati saya gembira berganda`,
      (c) => `Amaran: ${c.product} boleh buat ketagih!`,
    ],
    openers: [
      'Haiii semua! Teka siapa datang lagi dengan benda kegemaran baharu?',
      'Berhenti skrol sekejap, dos kegembiraan anda hari ini dah sampai!',
      'Ting tong! Penemuan comel hari ini dah tiba.',
      'Aduh, saya memang tak boleh simpan yang ini seorang diri!',
      'Mood hari ini: gembira sangat, dan saya tahu kenapa.',
    ],
    benefitLeads: ['Inilah sebab ia memang wajib:', 'Comel DAN berguna? Tengok ini:', 'Bahagian kegemaran saya:'],
    ctas: [
      (c) => `Tunggu apa lagi? Masukkan ${c.product} dalam troli sekarang!`,
      "Komen 'nak' kalau anda pun teruja!",
      'Tekan suka, nanti saya cari lagi barang comel untuk anda!',
    ],
    signoffs: ['Jom serbu!', 'Kekal ceria, jumpa lagi!'],
  },
  专业权威: {
    titles: [
      (c) => `${c.Product} dihuraikan: kelebihan utamanya`,
      (c) => `Pandangan pakar tentang ${c.product}`,
      (c) => `Panduan membeli: apa yang perlu anda tahu tentang ${c.product}`,
      (c) => `${c.Product}: ringkasan ciri utama`,
      (c) => `Kenapa ${c.product} wajar dipertimbangkan`,
    ],
    openers: [
      'Dari sudut profesional, perkara pertama yang perlu dinilai ialah nilai sebenar.',
      'Saya sering ditanya tentang cadangan, jadi inilah ulasan yang tersusun.',
      'Catatan ini bertujuan membantu anda membuat keputusan yang lebih bijak.',
      'Kesimpulan dahulu: ia memang wajar diberi perhatian. Butirannya di bawah.',
      'Berdasarkan pengalaman bertahun-tahun dalam bidang ini, inilah pandangan objektif saya.',
    ],
    benefitLeads: ['Kelebihan utama:', 'Ringkasan perkara penting:', 'Sorotan utama:'],
    ctas: [
      (c) => `Untuk maklumat lanjut tentang ${c.product}, sila hantar mesej atau tinggalkan komen.`,
      'Simpan hantaran ini sebagai rujukan sebelum membuat keputusan.',
      'Ada soalan? Tinggalkan di ruangan komen dan saya akan jawab satu per satu.',
    ],
    signoffs: ['Pilih mengikut keperluan anda.', 'Pandangan profesional ini dikongsi sebagai rujukan.'],
  },
  温馨治愈: {
    titles: [
      (c) => `Hari yang tenang bersama ${c.product}`,
      (c) => `${c.Product}: sedikit kehangatan untuk hari-hari anda`,
      (c) => `Semoga anda juga temui keselesaan kecil seperti ${c.product}`,
      (c) => `Pada hari yang memenatkan, ${c.product} terasa seperti pelukan`,
      (c) => `Membawa kehangatan ke rumah bersama ${c.product}`,
    ],
    openers: [
      'Selepas hari yang panjang, kita semua perlukan sesuatu yang lembut untuk menenangkan diri.',
      'Hidup tidak perlu sentiasa tergesa-gesa; kadangkala kita cuma perlu menjaga diri.',
      'Hujan turun perlahan di luar, dan saya ingin berkongsi sedikit ketenangan dengan anda.',
      'Ada benda yang perlahan-lahan menjadi kehangatan dalam rutin harian kita.',
      'Hari ini saya cuma mahu berbual dengan anda secara perlahan dan lembut.',
    ],
    benefitLeads: [
      'Keselesaan kecil yang ia berikan:',
      'Perincian yang membuatkan saya rasa tenang:',
      'Perkara yang semakin saya sayangi:',
    ],
    ctas: [
      (c) => `Kalau anda juga perlukan sedikit kehangatan, cubalah ${c.product}.`,
      'Simpan hantaran ini untuk hari yang memerlukan sedikit kelembutan.',
      'Ceritakan di ruangan komen, apakah perkara kecil yang menenangkan anda baru-baru ini?',
    ],
    signoffs: ['Pelukan hangat untuk anda.', 'Semoga hari ini berlembut dengan anda.'],
  },
  幽默风趣: {
    titles: [
      (c) => `${c.Product}: dompet saya menangis, saya tidak`,
      (c) => `Sejak ada ${c.product}, hari Isnin pun jadi kelakar`,
      (c) => `Kesan sampingan ${c.product}: terlebih gembira`,
      (c) => `Dengan ini saya isytiharkan ${c.product} kegemaran rasmi saya`,
      (c) => `Ingatkan gimik, rupa-rupanya ${c.product} memang padu`,
    ],
    openers: [
      'Akaun bank saya dah buat aduan, tetapi hati saya gembira.',
      'Penafian: ini bukan iklan, ini pengakuan ikhlas.',
      'Kawan-kawan kata saya makin kerap senyum. Saya tahu siapa puncanya.',
      'Hidup asyik memberi tumbukan, dan inilah senjata rahsia saya.',
      'Sumpah, ini pembelian ikut hati yang paling bertanggungjawab pernah saya buat.',
    ],
    benefitLeads: [
      'Bukti-bukti untuk pertimbangan tuan hakim:',
      'Bukti saya bukan sengaja berdrama:',
      'Tak tipu (okey, sikit sahaja), inilah kelebihannya:',
    ],
    ctas: [
      (c) => `Jangan fikir panjang, dapatkan ${c.product}. Dompet anda akan memaafkan anda nanti.`,
      'Tergelak? Tekan suka. Tak tergelak? Tekan suka juga.',
      "Kongsikan kisah 'tak perlu pun, tapi nasib baik beli' anda di bawah!",
    ],
    signoffs: ['Okey, saya nak sambung membeli-belah.', 'Undur diri dengan gembira, walaupun poket kosong.'],
  },
  简约高级: {
    titles: [
      (c) => `${c.Product}. Kurang, tetapi lebih baik`,
      (c) => `Kemewahan yang tenang: ${c.product}`,
      (c) => `${c.Product}, ringkas dan berkelas`,
      (c) => `Tentang ${c.product}, hanya yang penting`,
      (c) => `Pilihan harian yang berkualiti: ${c.product}`,
    ],
    openers: [
      'Yang tenang, selalunya paling bermakna.',
      'Benda yang benar-benar bagus jarang memerlukan banyak kata sifat.',
      'Kesederhanaan ialah kemewahan yang paling sukar dicapai.',
      'Simpan hanya yang berbaloi.',
      'Reka bentuk yang terkawal, dibina untuk bertahan lama.',
    ],
    benefitLeads: ['Tentangnya:', 'Wajar diberi perhatian:', 'Perinciannya:'],
    ctas: [
      (c) => `${c.Product}, untuk mereka yang menghargai perincian.`,
      'Simpan, jika ia bermakna untuk anda.',
      'Lebih sedikit, lebih bermutu. Mulakan di sini.',
    ],
    signoffs: ['Ringkas, sudah memadai.', 'Kualiti terletak pada perincian.'],
  },
  种草安利: {
    titles: [
      (c) => `Wajib ada: ${c.product} memang tak perlu fikir panjang`,
      (c) => `Ramai tanya tentang ${c.product}, inilah jawapannya`,
      (c) => `Dah berkali-kali beli semula ${c.product}`,
      (c) => `Masukkan ${c.product} dalam senarai anda, terima kasih nanti`,
      (c) => `Percayalah, ${c.product} memang berbaloi`,
    ],
    openers: [
      'Kawan-kawan, saya cadangkan yang ini dengan sepenuh hati, memang bagus!',
      'Masa untuk senarai barang wajib minggu ini, dan yang ini terus nombor satu.',
      'Dah banyak kali orang minta pautan, jadi inilah cerita penuhnya.',
      'Jumpa permata! Sekali cuba, terus rasa nak beritahu satu dunia.',
      'Radar barang bagus saya tak pernah silap, dan kali ini ia berbunyi kuat.',
    ],
    benefitLeads: [
      'Sebab untuk masukkan dalam troli:',
      'Kenapa ia pilihan yang mudah:',
      'Apa yang buat saya terus jatuh hati:',
    ],
    ctas: [
      (c) => `Jangan fikir lama-lama, dapatkan ${c.product} sekarang!`,
      'Simpan hantaran ini supaya senarai beli-belah seterusnya dah siap.',
      'Ikuti saya untuk lebih banyak barang yang memang berbaloi!',
    ],
    signoffs: ['Percayalah cakap saya!', 'Selamat membeli-belah!'],
  },
  真实测评: {
    titles: [
      (c) => `Ulasan jujur: ${c.product} selepas beberapa minggu`,
      (c) => `Saya bayar ${c.product} dengan duit sendiri, inilah kebenarannya`,
      (c) => `Berbaloi atau tidak ${c.product}? Pengalaman sebenar saya`,
      (c) => `Tanpa berselindung: laporan tentang ${c.product}`,
      (c) => `Menguji ${c.product}: keputusan di hujung hantaran`,
    ],
    openers: [
      'Saya bayar sendiri, jadi inilah pendapat saya tanpa tapisan.',
      'Saya tunggu sehingga mencubanya agak lama, supaya ulasan ini lebih objektif.',
      'Sedikit latar belakang saya dahulu, supaya anda boleh menilai sama ada ia sesuai untuk anda.',
      'Ulasan di internet bercampur-campur, jadi saya putuskan untuk mencubanya sendiri.',
      'Sejujurnya saya agak ragu-ragu sebelum mencuba, dan hasilnya mengejutkan saya.',
    ],
    benefitLeads: [
      'Apa yang benar-benar terbukti semasa ujian:',
      'Dapatan saya:',
      'Kelebihan yang saya sahkan sendiri:',
    ],
    ctas: [
      (c) => `Kalau anda sedang mempertimbangkan ${c.product}, semoga ulasan ini membantu.`,
      'Nak saya ulas produk lain? Beritahu di ruangan komen.',
      'Kalau ulasan ini adil dan berguna, tekan suka supaya orang lain pun nampak.',
    ],
    signoffs: [
      'Keputusan keseluruhan: berbaloi untuk dicuba.',
      'Semuanya berdasarkan pengalaman saya sendiri, ambillah yang berguna.',
    ],
  },
  文艺清新: {
    titles: [
      (c) => `Bertemu ${c.product}, bagaikan disapa angin lalu`,
      (c) => `${c.Product} dan hari-hari yang tenang`,
      (c) => `Menulis ${c.product} ke dalam puisi harian`,
      (c) => `Detik perlahan yang disimpan bersama ${c.product}`,
      (c) => `Janji pagi yang cerah: ${c.product}`,
    ],
    openers: [
      'Angin bertiup lembut dan cahaya begitu indah, hari yang sesuai untuk kata-kata yang lembut.',
      'Hari-hari berlalu seperti helaian buku, dan ada perincian yang wajar dicatat.',
      'Saya suka benda yang tenang dan bersih, yang membuatkan kita berlambat-lambat.',
      'Menjalani hidup seperti puisi bermula dengan satu perkara kecil.',
      'Ada keindahan yang hanya terserlah apabila dihayati perlahan-lahan.',
    ],
    benefitLeads: [
      'Detik-detik yang menyentuh hati:',
      'Pesonanya, dalam beberapa baris:',
      'Menghitung kegembiraan kecil:',
    ],
    ctas: [
      (c) => `Semoga anda juga menemui keindahan kecil anda sendiri dalam ${c.product}.`,
      'Simpan kesegaran ini untuk petang yang memerlukannya.',
      'Kalau ia menyentuh hati anda, biarlah ia hadir dalam hari-hari anda juga.',
    ],
    signoffs: ['Semoga hari-hari mendatang lebih lembut.', 'Semoga hari anda cerah dan indah.'],
  },
  热情激昂: {
    titles: [
      (c) => `Jom! ${c.Product} memang tak boleh dilepaskan`,
      (c) => `Berita besar: ${c.product} memang hebat`,
      (c) => `${c.Product} dah tiba, bersedia!`,
      (c) => `Jangan terlepas: ${c.product} sudah sampai`,
      (c) => `Teruja sangat! Anda perlukan ${c.product}`,
    ],
    openers: [
      'Semua! Jantung saya berdebar-debar, saya mesti kongsikan ini!',
      'Dah bersedia? Sesuatu yang hebat baru sahaja tiba!',
      'Berita besar, semua! Yang ini memang SANGAT berbaloi!',
      'Semangat saya berkobar-kobar, terus nak kongsi sebaik sahaja boleh!',
      'Tak perlu cakap banyak, terus kepada intipatinya!',
    ],
    benefitLeads: ['Sehebat mana? Tengok ini:', 'Sorotan paling mantap, sekali gus:', 'Sebab anda mesti dapatkannya:'],
    ctas: [
      (c) => `Inilah masanya, dapatkan ${c.product} sekarang!`,
      'Kongsikan dengan kawan-kawan, jom serbu bersama!',
      'Tekan suka, simpan, dan jangan biarkan peluang ini terlepas!',
    ],
    signoffs: ['Jom!', 'Teruskan semangat itu!'],
  },
};

export const ms: LanguageBank = {
  code: 'ms',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  joinList: (items) => {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1] ?? ''}`;
  },
  productRef: (name, type) => {
    if (name) return name;
    if (type) return `${lowerInitialWord(type)} ini`;
    return 'produk ini';
  },
  measureWord: () => '',
  capitalize: capitalizeLatin,
  midSentenceType: lowerInitialWord,
  tones,
  titles: {
    generic: [
      (c) => `${c.Product}, cuba dan anda akan faham`,
      (c) => `Pendapat jujur saya tentang ${c.product}`,
      (c) => `Akhirnya jumpa juga: ${c.product}`,
      (c) => `Semua yang saya suka tentang ${c.product}`,
      (c) => `Menyesal tak kenal ${c.product} lebih awal`,
      (c) => `Satu-satunya hantaran tentang ${c.product} yang anda perlukan`,
      (c) => `Permata tersembunyi: ${c.product}`,
      (c) => `${c.Product}, kegemaran saya tahun ini`,
    ],
    promotion: [
      (c) => `Tawaran hebat: ${c.promotion}`,
      (c) => `${c.Product} + ${c.promotion}, siapa boleh tolak?`,
      (c) => `Jangan terlepas: ${c.promotion}`,
    ],
    location: [
      (c) => `Permata tersembunyi di ${c.location}: ${c.product}`,
      (c) => `Kalau anda di ${c.location}, anda perlu tahu tentang ${c.product}`,
      (c) => `Ditemui di ${c.location}: ${c.product}`,
    ],
    audience: [
      (c) => `Khas untuk ${c.audience}: ${c.product}`,
      (c) => `${c.Audience}, yang ini untuk anda`,
      (c) => `Pilihan terbaik untuk ${c.audience}: ${c.product}`,
    ],
    benefit: [
      (c) => `${c.FirstBenefit}? ${c.Product} memang terbaik`,
      (c) => `${c.Product}: ${c.firstBenefit} dan banyak lagi`,
    ],
  },
  openers: [
    'Okey, masa untuk perkongsian yang betul-betul.',
    'Jujurnya, ini antara bahagian paling mudah dalam rutin saya sekarang.',
    'Beberapa kawan bertanya, jadi saya kumpulkan semuanya dalam satu hantaran.',
    'Tanggapan pertama? Terkejut dengan cara yang menyenangkan.',
    'Dah lama saya nak menulis tentang ini.',
    'Kalau anda sedang mencari pilihan yang boleh dipercayai, teruskan membaca.',
  ],
  intro: [
    (c) => `Bintang hari ini ialah ${c.product}.`,
    (c) => `${c.Product} dah lama menjadi sebahagian daripada rutin saya.`,
    (c) => `Seorang kawan yang mula-mula mencadangkan ${c.product}, dan saya tak pernah menyesal.`,
    (c) => `${c.Product} ialah kegemaran terbaru saya.`,
    (c) => `Banyak yang saya nak ceritakan tentang ${c.product}.`,
  ],
  introNamed: [
    (c) => `Kenali ${c.name}, ${c.type} yang benar-benar memikat hati saya.`,
    (c) => `${c.name} ialah pilihan utama saya apabila bercakap tentang ${c.type}.`,
    (c) => `Kalau anda sedang mencari ${c.type}, ${c.name} wajar anda kenali.`,
    (c) => `Dalam dunia ${c.type}, ${c.name} memang menonjol.`,
    (c) => `Izinkan saya memperkenalkan ${c.name} (${c.type}) dengan sepatutnya.`,
  ],
  benefitInline: [
    (c) => `Yang paling memikat hati saya: ${c.benefits}.`,
    (c) => `Ringkasnya, semuanya tentang ${c.benefits}.`,
    (c) => `${c.Benefits}, dan perbezaannya memang terasa.`,
    (c) => `Sorotan utama bagi saya ialah ${c.benefits}.`,
  ],
  experience: [
    'Pengalaman keseluruhan sentiasa memuaskan, dan perinciannya menunjukkan ia dibuat dengan teliti.',
    'Mudah untuk dinikmati dan sesuai dengan rutin harian saya.',
    'Dari segi kualiti, memang mantap dan berbaloi dengan harganya.',
    'Kawan-kawan yang saya cadangkan pun sangat menyukainya.',
    'Ia menjaga perkara-perkara kecil, dan itulah yang membuat perbezaan besar.',
  ],
  audience: [
    (c) => `Sangat sesuai untuk ${c.audience}.`,
    (c) => `${c.Audience} pasti akan menyukainya.`,
    (c) => `Saya cadangkan kepada ${c.audience} tanpa ragu-ragu.`,
    (c) => `Dibuat dengan mengambil kira keperluan ${c.audience}, dan memang terasa.`,
    (c) => `Perhatian kepada semua ${c.audience}: yang ini untuk anda.`,
  ],
  promotion: [
    (c) => `Berita baik: ${c.promotion}!`,
    (c) => `Sekarang ada tawaran: ${c.promotion}.`,
    (c) => `Perhatian: ${c.promotion}, rebut sebelum tamat!`,
    (c) => `Psst... ${c.promotion}. Masa yang sesuai untuk mencuba.`,
    (c) => `Promosi semasa: ${c.promotion}. Jangan lepaskan!`,
  ],
  location: [
    (c) => `Lokasi: ${c.location}.`,
    (c) => `Boleh didapati di sini: ${c.location}.`,
    (c) => `Terletak di ${c.location}, singgahlah kalau anda berdekatan.`,
    (c) => `Kalau anda berada di sekitar ${c.location}, memang berbaloi untuk singgah.`,
    (c) => `Kawan-kawan di ${c.location}, yang ini betul-betul dekat dengan anda!`,
  ],
  details: [
    (c) => `Perlu juga diketahui: ${c.details}.`,
    (c) => `Satu lagi: ${c.details}.`,
    (c) => `Tip kecil: ${c.details}.`,
    (c) => `Untuk makluman: ${c.details}.`,
  ],
  ctas: [
    (c) => `Cubalah ${c.product}, nanti anda akan berterima kasih!`,
    'Tekan suka dan simpan hantaran ini, ada soalan tinggalkan di ruangan komen!',
    'Ikuti saya untuk lebih banyak penemuan yang berbaloi!',
    'Anda pernah mencubanya? Kongsikan pendapat anda di bawah!',
  ],
  review: {
    openers: [
      (c) => `Sangat berpuas hati secara keseluruhan, ${c.product} tidak mengecewakan.`,
      (c) => `Lima bintang untuk ${c.product}, memang layak.`,
      'Saya mencubanya atas cadangan kawan, dan ia memang sepadan dengan pujian yang diberi.',
      (c) => `Kali pertama mencuba ${c.product}, dan pengalaman keseluruhannya sangat baik.`,
      'Menulis ulasan ini untuk sesiapa yang masih berbelah bahagi.',
      'Pengalaman ini sangat berkesan di hati, jadi saya mesti tinggalkan ulasan yang baik.',
      (c) => `Kualiti bagus, layanan pun bagus, ${c.product} memang mudah untuk disyorkan.`,
      'Harapan saya sederhana sahaja, tetapi saya pulang dengan rasa kagum.',
      'Saya pelanggan tetap, dan pengalamannya konsisten setiap kali.',
      (c) => `Ulasan yang sepatutnya: ${c.product} memang cemerlang.`,
      (c) => `Selepas membandingkan beberapa pilihan, saya memilih ${c.product} dan tidak menyesal.`,
    ],
    verdicts: [
      (c) => `Kesimpulannya, saya sangat mengesyorkan ${c.product}.`,
      'Lima bintang, disyorkan untuk semua!',
      (c) => `Secara keseluruhan, ${c.product} memang layak mendapat penilaian ini.`,
      'Saya pasti akan kembali lagi, dan saya cadangkan anda mencubanya juga.',
    ],
  },
  fallbackTags: ['BarangBest', 'WajibCuba', 'KongsiPengalaman', 'UlasanJujur', 'GayaHidup', 'Disyorkan'],
};
