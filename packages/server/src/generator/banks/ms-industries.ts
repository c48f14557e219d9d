/**
 * Malay phrases of each industry: eating words for food, self-care for beauty, using words for products, visiting
 * words for services, and a neutral fallback.
 * Over 300 lines because it is data: one language's industries kept together, so a translator sees them whole.
 */
import type { Industry } from '../industries';
import type { IndustryBank } from './types';

const food: IndustryBank = {
  titles: [
    (c) => (c.thing ? `${c.thing}, masih teringat` : 'Masih teringat-ingat'),
    (c) => (c.thing ? `Khas untuk ${c.thing}` : 'Datang khas ke sini'),
    (c) => (c.thing ? `Hidangan hari ini: ${c.thing}` : 'Hidangan hari ini'),
    (c) => (c.thing ? `${c.thing}, makan dengan gembira` : 'Makan dengan gembira'),
    (c) => (c.thing ? `Mencatat ${c.thing}` : 'Hidangan untuk diingati'),
    (c) => (c.thing ? `${c.thing}, pasti datang lagi` : 'Pasti datang lagi'),
  ],
  hooks: [
    'Kegembiraan hari ini datang dari pinggan.',
    'Hidangan ini layak dapat hantaran sendiri.',
    'Belanja diri selepas kerja hari ini.',
    'Hujung minggu berbual dengan kawan sambil makan.',
    'Tengah mengidam, terus keluar cari makan.',
    'Hidangan baru-baru ini yang saya mahu catat.',
    'Bab makan, saya serius.',
    'Masa untuk catatan makan seterusnya.',
  ],
  intros: [
    (c) => (c.thing ? `Kali ini saya pesan ${c.thing} di ${c.place}.` : `Kali ini saya makan di ${c.place}.`),
    (c) => (c.thing ? `Datang khas untuk merasa ${c.thing}.` : `Datang khas untuk makan di ${c.place}.`),
    (c) => (c.thing ? `Bintang hidangan hari ini: ${c.thing}.` : `Tempat makan hari ini: ${c.place}.`),
    (c) =>
      c.thing
        ? `Dah lama nak merasa ${c.thing}, akhirnya dapat juga.`
        : `Dah lama nak makan di ${c.place}, akhirnya sampai juga.`,
    (c) => (c.thing ? `Pesan ${c.thing} dan makan dengan santai.` : `Makan dengan santai di ${c.place}.`),
  ],
  moments: [
    'Ambil gambar sebaik sahaja hidangan sampai.',
    'Makan perlahan-lahan dan nikmati setiap suapan.',
    'Berbual dengan kawan sampai tak sedar masa berlalu.',
    'Balik dengan rasa tenang dan kenyang.',
    'Mood saya terus jadi baik.',
    'Masih teringat selepas itu.',
  ],
  ctas: [
    'Simpan untuk sesi cari makan seterusnya!',
    'Beritahu saya apa yang anda makan minggu ini!',
    'Tambah dalam senarai makan anda?',
    'Lapar? Simpan dulu untuk hujung minggu.',
    'Pernah datang sini? Kongsi di ruangan komen!',
  ],
  business: {
    hooks: ['Datang dengan perut lapar!', 'Dah lapar?', 'Masa untuk makan!', 'Jom cerita pasal makanan hari ini.'],
    intros: [
      (c) =>
        c.thing ? `Hari ini kami mahu anda merasa ${c.thing}.` : 'Hari ini kami mahu bercerita tentang makanan kami.',
      (c) => (c.thing ? `${c.Thing} menanti anda, jemput datang merasa.` : 'Jemput singgah dan makan bersama kami.'),
      (c) => (c.thing ? `Singgah nanti? Jangan lupa pesan ${c.thing}.` : 'Singgahlah makan bila ada masa.'),
    ],
    ctas: [
      'Jumpa di meja makan kami!',
      'Mesej kami atau terus datang!',
      'Tag kawan yang anda mahu ajak makan!',
      'Kami nantikan kedatangan anda!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `Saya pesan ${c.thing} dan berpuas hati dengan kunjungan ini.`
          : `Saya makan di ${c.place} dan berpuas hati dengan kunjungan ini.`,
      (c) =>
        c.thing
          ? `Datang khas untuk merasa ${c.thing}, dan tidak sia-sia.`
          : `Datang khas untuk makan di ${c.place}, dan tidak sia-sia.`,
      (c) =>
        c.thing
          ? `Merasa ${c.thing} dan mahu kongsi pengalaman saya.`
          : `Makan di ${c.place} dan mahu kongsi pengalaman saya.`,
      (c) =>
        c.thing
          ? `Kali pertama pesan ${c.thing}, tanggapan pertama yang baik.`
          : `Kali pertama makan di ${c.place}, tanggapan pertama yang baik.`,
      (c) =>
        c.thing ? `Datang dengan kawan-kawan untuk merasa ${c.thing}.` : `Makan di ${c.place} dengan kawan-kawan.`,
    ],
    moments: [
      'Kami ambil gambar dahulu, kemudian makan dengan santai.',
      'Kami menikmati hidangan dan perbualan.',
      'Seluruh waktu makan terasa santai.',
      'Saya nikmati setiap suapan.',
      'Sebelum balik, saya dah rancang pesanan seterusnya.',
      'Saya balik dengan rasa puas.',
      'Seketika saya lupa tentang kerja.',
      'Kami asyik ambil gambar dan ketawa.',
      'Saya keluar dengan mood yang jauh lebih baik.',
      'Dalam perjalanan pulang, kami masih bercerita tentangnya.',
    ],
    verdicts: [
      'Akan datang lagi.',
      'Disyorkan jika anda mencari tempat makan.',
      'Lain kali saya bawa keluarga.',
      'Berpuas hati, dan akan kembali.',
      'Patut datang khas.',
    ],
  },
  tags: ['CatatanMakan', 'JomMakan', 'MakanMakan', 'MakanApaHariIni', 'MakanHujungMinggu', 'CariMakan'],
};

const beauty: IndustryBank = {
  titles: [
    (c) => (c.thing ? `${c.thing}, masa untuk diri` : 'Masa untuk diri'),
    (c) => (c.thing ? `Belanja diri: ${c.thing}` : 'Belanja diri sendiri'),
    (c) => (c.thing ? `Diari ${c.thing}` : 'Diari cantik'),
    (c) => (c.thing ? `Kegemaran baharu: ${c.thing}` : 'Kegemaran baharu'),
    (c) => (c.thing ? `Pendapat saya: ${c.thing}` : 'Hari untuk saya'),
    (c) => (c.thing ? `${c.thing}, patut dicuba` : 'Patut dicuba'),
  ],
  hooks: [
    'Kebelakangan ini saya betul-betul jaga diri.',
    'Luangkan masa untuk diri sendiri itu penting.',
    'Jaga diri, selangkah demi selangkah.',
    'Masa untuk jaga diri hujung minggu!',
    'Jom saya cerita rutin jaga diri saya.',
    'Berbuat baik pada diri, mulakan dengan perkara kecil.',
    'Belajar memanjakan diri dengan baik.',
    'Diari kecil penjagaan diri saya.',
  ],
  intros: [
    (c) => (c.thing ? `Baru-baru ini saya cuba ${c.thing}.` : `Baru-baru ini saya ke ${c.place}.`),
    (c) => (c.thing ? `Bintang hantaran ini: ${c.thing}.` : `Hantaran ini tentang ${c.place}.`),
    (c) => (c.thing ? `Dah lama nak cuba ${c.thing}, akhirnya dapat.` : `Dah lama nak ke ${c.place}, akhirnya sampai.`),
    (c) => (c.thing ? `${c.Thing} kini sebahagian rutin saya.` : `${c.Place} kini sebahagian rutin saya.`),
    (c) => (c.thing ? `Kegemaran terbaru saya ialah ${c.thing}.` : `Saya asyik teringat ${c.place}.`),
  ],
  moments: [
    'Saya luangkan masa tenang untuk diri sendiri.',
    'Seluruh pengalaman terasa santai.',
    'Mood saya sangat baik selepas itu.',
    'Saya tersenyum melihat cermin.',
    'Rasa dijaga dengan baik.',
    'Saat paling santai minggu ini.',
  ],
  ctas: [
    'Simpan untuk hari jaga diri seterusnya!',
    'Apa rutin jaga diri anda? Kongsi di bawah!',
    'Like kalau berguna!',
    'Simpan untuk diri anda nanti.',
    'Berbuat baik pada diri, mulakan hari ini!',
  ],
  business: {
    hooks: [
      'Hari yang indah bermula dengan menjaga diri!',
      'Luangkan sedikit masa untuk diri!',
      'Hai semua yang dikasihi!',
      'Perlukan rehat sebentar?',
    ],
    intros: [
      (c) => (c.thing ? `Hari ini kami mahu memperkenalkan ${c.thing}.` : 'Hari ini kami mahu bercerita tentang kami.'),
      (c) => (c.thing ? `${c.Thing} sedia untuk anda alami.` : 'Jemput datang dan alaminya bersama kami.'),
      (c) => (c.thing ? `Ingin tahu tentang ${c.thing}? Hubungi kami.` : 'Mahu memanjakan diri? Hubungi kami.'),
    ],
    ctas: [
      'Mesej kami untuk tempahan atau pertanyaan!',
      'Mahu tahu lebih lanjut? Tinggalkan komen!',
      'Kongsi dengan kawan yang layak dimanjakan!',
      'Kami nantikan kedatangan anda!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `Saya cuba ${c.thing} dan berpuas hati dengan pengalaman ini.`
          : `Saya ke ${c.place} dan berpuas hati dengan pengalaman ini.`,
      (c) =>
        c.thing
          ? `Kali pertama cuba ${c.thing}, dan rasanya menyenangkan.`
          : `Kali pertama ke ${c.place}, dan rasanya menyenangkan.`,
      (c) => (c.thing ? `Datang khas untuk ${c.thing}.` : `Datang khas ke ${c.place}.`),
      (c) => (c.thing ? `Mencatat pengalaman saya dengan ${c.thing}.` : `Mencatat masa saya di ${c.place}.`),
      (c) => (c.thing ? `Cuba ${c.thing} dan mahu tinggalkan ulasan.` : `Ke ${c.place} dan mahu tinggalkan ulasan.`),
    ],
    moments: [
      'Seluruh pengalaman terasa santai.',
      'Saya balik dengan mood yang baik.',
      'Masa yang selesa dan tenang.',
      'Masa untuk diri sendiri ini sangat bermakna.',
      'Seronok rasa dijaga.',
      'Saya betul-betul menikmati pengalaman ini.',
      'Sepanjang masa saya hampir tak tengok telefon.',
      'Selepas itu badan terasa lebih ringan.',
      'Sampai rumah, saya ambil gambar untuk kenangan.',
      'Ini hadiah kecil paling manis untuk diri saya kebelakangan ini.',
    ],
    verdicts: [
      'Akan datang lagi.',
      'Disyorkan untuk sesiapa yang mahu memanjakan diri.',
      'Saya akan buat tempahan lagi.',
      'Berpuas hati secara keseluruhan.',
      'Saya syorkan kepada kawan-kawan.',
    ],
  },
  tags: ['JagaDiri', 'DiariCantik', 'RutinKulit', 'CatatanKecantikan', 'ManjakanDiri', 'MasaUntukDiri'],
};

const retail: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Dapat ${c.thing}!` : 'Penemuan terbaru'),
    (c) => (c.thing ? `${c.thing}, guna setiap hari` : 'Guna setiap hari'),
    (c) => (c.thing ? `Catatan jujur ${c.thing}` : 'Membeli-belah, jujur'),
    (c) => (c.thing ? `Beli ${c.thing}` : 'Jumpa yang disukai'),
    (c) => (c.thing ? `Buka kotak ${c.thing}` : 'Masa buka kotak'),
    (c) => (c.thing ? `${c.thing}, kegemaran harian` : 'Kegemaran harian'),
  ],
  hooks: [
    'Beli sesuatu yang saya suka, jadi mesti kongsi.',
    'Troli dikosongkan, gembira pun sampai.',
    'Lama berjalan, akhirnya jumpa yang sesuai.',
    'Koleksi baharu saya, jom cerita.',
    'Dah guna beberapa lama, ini pendapat saya.',
    'Masa untuk diari membeli-belah!',
    'Tunjuk penemuan terbaru saya.',
    'Hasil membeli-belah hujung minggu.',
  ],
  intros: [
    (c) => (c.thing ? `Kali ini saya beli ${c.thing}.` : `Kali ini saya jumpa barang yang saya suka di ${c.place}.`),
    (c) => (c.thing ? `Pilih ${c.thing} di ${c.place}.` : `Lama juga saya melihat-lihat di ${c.place}.`),
    (c) => (c.thing ? `Dah beberapa lama saya guna ${c.thing}.` : `Ini pendapat saya tentang barang dari ${c.place}.`),
    (c) => (c.thing ? `${c.Thing} akhirnya milik saya.` : `Barang dari ${c.place} akhirnya sampai di rumah.`),
    (c) => (c.thing ? `Sekarang saya guna ${c.thing} setiap hari.` : `Sekarang saya selalu singgah ${c.place}.`),
  ],
  moments: [
    'Gembira sebaik sahaja dapat.',
    'Terus ambil gambar bila buka bungkusan.',
    'Guna setiap hari buat mood saya baik.',
    'Antara membeli-belah paling gembira kebelakangan ini.',
    'Lama juga berfikir sebelum memilih, dan saya gembira dengan pilihan ini.',
    'Tersenyum setiap kali melihatnya.',
  ],
  ctas: [
    'Simpan kalau suka!',
    'Apa yang anda beli baru-baru ini? Kongsi di bawah!',
    'Ada soalan? Tanya di ruangan komen!',
    'Like kalau membantu!',
    'Simpan untuk membeli-belah seterusnya.',
  ],
  business: {
    hooks: [
      'Jemput datang melihat-lihat!',
      'Jom pilih sesuatu untuk anda!',
      'Masa untuk membeli-belah!',
      'Singgah dan beli-belah bersama kami!',
    ],
    intros: [
      (c) => (c.thing ? `Jom pilih ${c.thing} di kedai kami hari ini.` : 'Jom melihat-lihat di kedai kami hari ini.'),
      (c) => (c.thing ? `${c.Thing} ada di kedai untuk anda lihat sendiri.` : 'Jemput datang dan lihat sendiri.'),
      (c) => (c.thing ? `Mencari ${c.thing}? Datang dan pilih.` : 'Mencari sesuatu? Datang dan pilih.'),
    ],
    ctas: [
      'Jumpa di kedai!',
      'Berminat? Hantar mesej kepada kami!',
      'Kongsi dengan kawan yang mungkin perlukan!',
      'Kami nantikan kedatangan anda!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `Beli ${c.thing} di sini dan saya berpuas hati.`
          : `Membeli-belah di ${c.place} dan saya berpuas hati.`,
      (c) => (c.thing ? `Datang khas untuk beli ${c.thing}.` : `Datang khas untuk melihat-lihat di ${c.place}.`),
      (c) =>
        c.thing
          ? `Kali pertama beli ${c.thing}, jadi ini ulasan saya.`
          : `Kali pertama ke ${c.place}, jadi ini ulasan saya.`,
      (c) =>
        c.thing ? `Berkongsi pengalaman membeli ${c.thing}.` : `Berkongsi pengalaman membeli-belah di ${c.place}.`,
      (c) => (c.thing ? `Memilih ${c.thing} di sini.` : `Memilih beberapa barang di ${c.place}.`),
    ],
    moments: [
      'Memilih itu sangat menyeronokkan.',
      'Saya gembira selepas mendapatkannya.',
      'Saya berpuas hati dengan pembelian ini.',
      'Melihat-lihat terasa santai.',
      'Terus guna sebaik sampai di rumah.',
      'Semuanya berjalan lancar.',
      'Sampai rumah, terus saya buka.',
      'Saya tunjuk kepada kawan, dan dia pun berminat.',
      'Setiap kali nampak di rumah, saya tersenyum.',
      'Lama juga memilih, tapi saya puas hati.',
    ],
    verdicts: [
      'Akan datang lagi.',
      'Disyorkan untuk yang memerlukan.',
      'Saya akan datang melihat-lihat lagi.',
      'Berpuas hati secara keseluruhan.',
      'Patut dilihat.',
    ],
  },
  tags: ['DiariBeliBelah', 'BukaKotak', 'KegemaranHarian', 'PenemuanBeliBelah', 'MembeliBelah', 'PilihanSaya'],
};

const services: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Tempah ${c.thing}` : 'Diari tempahan saya'),
    (c) => (c.thing ? `${c.thing}, selesai` : 'Tempah dan selesai'),
    (c) => (c.thing ? `Kunjungan ${c.thing} saya` : 'Kunjungan yang dicatat'),
    (c) => (c.thing ? `Mencuba ${c.thing}` : 'Akhirnya saya buat'),
    (c) => (c.thing ? `${c.thing}: pengalaman saya` : 'Pengalaman saya'),
    (c) => (c.thing ? `Tentang ${c.thing}` : 'Urusan hari ini'),
  ],
  hooks: [
    'Akhirnya saya buat perkara yang lama ditangguhkan.',
    'Selesaikan urusan penting hari ini.',
    'Masa temujanji, jom pergi!',
    'Saya tempah satu pengalaman untuk diri sendiri.',
    'Satu lagi senarai minggu ini, selesai!',
    'Berkongsi pengalaman terbaru.',
    'Hari ini akhirnya saya buat apa yang lama dirancang.',
    'Hanya satu rancangan hari ini, dan inilah dia.',
  ],
  intros: [
    (c) => (c.thing ? `Kali ini saya ke ${c.place} untuk ${c.thing}.` : `Kali ini saya ke ${c.place}.`),
    (c) => (c.thing ? `Saya tempah ${c.thing}.` : `Saya tempah kunjungan ke ${c.place}.`),
    (c) => (c.thing ? `Kunjungan hari ini: ${c.thing}.` : `Kunjungan hari ini: ${c.place}.`),
    (c) =>
      c.thing
        ? `Dah lama nak cuba ${c.thing}, akhirnya pergi juga.`
        : `Dah lama nak ke ${c.place}, akhirnya pergi juga.`,
    (c) => (c.thing ? `Pergi khas untuk ${c.thing}.` : `Pergi khas ke ${c.place}.`),
  ],
  moments: [
    'Saya rasa tenang sepanjang masa.',
    'Rasa lebih lega selepas itu.',
    'Saya balik dengan mood yang baik.',
    'Perjalanan ini tidak sia-sia.',
    'Lega akhirnya selesai.',
    'Rasa ringan bila semuanya selesai.',
  ],
  ctas: [
    'Simpan kalau anda perlukan yang sama!',
    'Ada soalan? Jumpa di ruangan komen!',
    'Like kalau membantu!',
    'Simpan untuk bila anda perlukan.',
    'Kongsi dengan kawan yang perlukan!',
  ],
  business: {
    hooks: [
      'Jemput datang, salam dari kami!',
      'Kami mahu bercerita tentang apa yang kami buat.',
      'Perlukan bantuan? Datanglah berjumpa kami!',
      'Minggu baharu, jemput datang!',
    ],
    intros: [
      (c) =>
        c.thing
          ? `Hari ini kami perkenalkan ${c.thing}; jemput buat temujanji.`
          : 'Hari ini kami jemput anda datang berkunjung.',
      (c) => (c.thing ? `${c.Thing}: hubungi kami untuk tempahan.` : 'Ada keperluan? Kami sedia membantu.'),
      (c) => (c.thing ? `Mahu tahu lebih tentang ${c.thing}? Hubungi kami.` : 'Perlukan bantuan kami? Hubungi kami.'),
    ],
    ctas: [
      'Mesej kami untuk tempahan!',
      'Ada soalan? Tinggalkan komen!',
      'Kongsi dengan yang memerlukan!',
      'Kami nantikan kedatangan anda!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `Saya datang untuk ${c.thing} dan berpuas hati dengan pengalaman ini.`
          : `Saya ke ${c.place} dan berpuas hati dengan pengalaman ini.`,
      (c) =>
        c.thing
          ? `Kali pertama cuba ${c.thing}, jadi ini ulasan saya.`
          : `Kali pertama ke ${c.place}, jadi ini ulasan saya.`,
      (c) =>
        c.thing
          ? `Saya tempah ${c.thing}; ini pengalamannya.`
          : `Saya tempah kunjungan ke ${c.place}; ini pengalamannya.`,
      (c) => (c.thing ? `Datang khas untuk ${c.thing}.` : `Pergi khas ke ${c.place}.`),
      (c) => (c.thing ? `Mencatat pengalaman ${c.thing} saya.` : `Mencatat pengalaman saya di ${c.place}.`),
    ],
    moments: [
      'Saya rasa tenang sepanjang masa.',
      'Saya rasa lega selepas itu.',
      'Perjalanan ini tidak sia-sia.',
      'Saya berpuas hati dengan cara semuanya berjalan.',
      'Saya balik dengan mood yang baik.',
      'Lain kali saya perlukan ini, saya tahu ke mana nak pergi.',
      'Sebelum itu saya agak gementar, tapi akhirnya sangat tenang.',
      'Satu perkara sudah tidak lagi difikirkan.',
      'Perjalanan pulang terasa ringan.',
      'Saya terus catat tarikh seterusnya dalam kalendar.',
    ],
    verdicts: [
      'Akan datang lagi.',
      'Disyorkan untuk sesiapa yang memerlukan.',
      'Saya akan tempah lagi.',
      'Berpuas hati secara keseluruhan.',
      'Disyorkan.',
    ],
  },
  tags: ['PengalamanSaya', 'CatatanHidup', 'DiariTempahan', 'KehidupanHarian', 'UrusanHarian', 'UlasanJujur'],
};

const general: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Jom cerita: ${c.thing}` : 'Penemuan terbaru'),
    (c) => (c.thing ? `${c.thing}, pengalaman saya` : 'Pengalaman saya'),
    (c) => (c.thing ? `Tentang ${c.thing}` : 'Catatan kecil'),
    (c) => (c.thing ? `${c.thing}, untuk anda` : 'Dikongsi untuk anda'),
    (c) => (c.thing ? `Baru jumpa ${c.thing}` : 'Baru jumpa ini'),
    (c) => (c.thing ? `Catatan ${c.thing}` : 'Catatan harian'),
  ],
  hooks: [
    'Jumpa sesuatu baru-baru ini, nak kongsi.',
    'Mencatat pengalaman terbaru.',
    'Jom cerita tentang penemuan terbaru.',
    'Berkongsi sesuatu yang buat saya gembira.',
    'Tulis ini supaya saya ingat.',
    'Borak kecil tentang minggu saya.',
    'Ada pengalaman yang patut dapat hantaran sendiri.',
    'Penemuan hujung minggu, ini dia.',
  ],
  intros: [
    (c) =>
      c.thing ? `Kali ini saya mahu bercerita tentang ${c.thing}.` : `Kali ini saya mahu bercerita tentang ${c.place}.`,
    (c) => (c.thing ? `Baru-baru ini saya temui ${c.thing}.` : `Baru-baru ini saya temui ${c.place}.`),
    (c) => (c.thing ? `Dah lama nak cuba ${c.thing}, akhirnya dapat.` : `Dah lama nak ke ${c.place}, akhirnya sampai.`),
    (c) => (c.thing ? `${c.Thing} ialah penemuan terbaru saya.` : `${c.Place} ialah penemuan terbaru saya.`),
    (c) => (c.thing ? `Ini cerita saya dengan ${c.thing}.` : `Ini cerita saya dengan ${c.place}.`),
  ],
  moments: [
    'Pengalaman ini buat saya gembira.',
    'Semuanya terasa santai.',
    'Mood saya baik selepas itu.',
    'Antara saat gembira minggu ini.',
    'Saya betul-betul menikmatinya.',
    'Tak sabar nak kongsi.',
  ],
  ctas: [
    'Simpan kalau suka!',
    'Kongsi penemuan terbaru anda di ruangan komen!',
    'Like kalau membantu!',
    'Simpan dan baca kemudian.',
    'Pernah cuba? Beritahu saya di bawah!',
  ],
  business: {
    hooks: ['Selamat berkenalan!', 'Ada berita untuk anda!', 'Jom berbual hari ini.', 'Salam lagi, semua!'],
    intros: [
      (c) => (c.thing ? `Hari ini kami mahu memperkenalkan ${c.thing}.` : 'Hari ini kami mahu bercerita tentang kami.'),
      (c) => (c.thing ? `Kenali ${c.thing}.` : 'Jemput kenali kami.'),
      (c) => (c.thing ? `Mahu tahu lebih tentang ${c.thing}? Hubungi kami.` : 'Berminat? Hubungi kami.'),
    ],
    ctas: [
      'Hantar mesej kepada kami!',
      'Ada soalan? Tinggalkan komen!',
      'Kongsi dengan yang mungkin berminat!',
      'Kami nantikan kedatangan anda!',
    ],
  },
  review: {
    openers: [
      (c) => (c.thing ? `Saya cuba ${c.thing} dan tidak menyesal.` : `Saya ke ${c.place} dan tidak menyesal.`),
      (c) =>
        c.thing
          ? `Kali pertama cuba ${c.thing}, jadi ini ulasan saya.`
          : `Kali pertama ke ${c.place}, jadi ini ulasan saya.`,
      (c) => (c.thing ? `Datang khas untuk ${c.thing}.` : `Pergi khas ke ${c.place}.`),
      (c) => (c.thing ? `Berkongsi pengalaman saya dengan ${c.thing}.` : `Berkongsi pengalaman saya di ${c.place}.`),
      (c) => (c.thing ? `Cuba ${c.thing} dan mahu tinggalkan ulasan.` : `Ke ${c.place} dan mahu tinggalkan ulasan.`),
    ],
    moments: [
      'Pengalaman ini buat saya gembira.',
      'Semuanya terasa santai.',
      'Saya balik dengan mood yang baik.',
      'Saya betul-betul menikmatinya.',
      'Antara saat gembira minggu saya.',
      'Saya gembira saya pergi.',
      'Dalam perjalanan pulang saya masih memikirkannya.',
      'Hari paling santai yang saya lalui sejak sekian lama.',
      'Saya tak berhenti bercerita kepada kawan-kawan.',
      'Semuanya buat mood saya baik.',
    ],
    verdicts: [
      'Akan datang lagi.',
      'Saya syorkan kepada kawan-kawan.',
      'Berpuas hati secara keseluruhan.',
      'Patut dicuba.',
      'Disyorkan.',
    ],
  },
  tags: ['KongsiHidup', 'CatatanHarian', 'PerkongsianJujur', 'HariSaya', 'RancanganHujungMinggu', 'PerkaraKecil'],
};

export const msIndustries: Record<Industry, IndustryBank> = { food, beauty, retail, services, general };
