/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Temukan foto saya',
      intro: 'Biarkan Wisuda menemukan Anda di foto-foto acara, jika Anda mau.',
      consent: {
        heading: 'Sebelum Anda mengaktifkannya',
        what: 'Apa yang dihitung: dari satu foto wajah Anda, sebuah sidik wajah (128 angka yang menggambarkan wajah Anda). Fotonya sendiri tidak disimpan. Hanya jika kampus belum memverifikasi foto profil Anda, petugas kampus melihat salinan kecil swafoto Anda untuk membandingkannya dengan data mahasiswa Anda; salinan itu dihapus setelah mereka memutuskan.',
        how: 'Cara penggunaannya: foto-foto acara wisuda Anda dibandingkan dengan sidik wajah Anda di server milik perguruan tinggi sendiri, tanpa layanan cloud. Wajah orang lain di foto tidak disimpan.',
        who: 'Siapa yang melihatnya: hanya Anda yang melihat foto yang disarankan kepada Anda, dan hanya Anda yang memutuskan apakah itu Anda. Tidak seorang pun, termasuk administrator, dapat membaca sidik wajah Anda.',
        withdraw:
          'Cara berhenti: matikan di sini kapan saja. Sidik wajah Anda dan setiap saran yang belum Anda konfirmasi langsung dihapus; foto yang sudah Anda konfirmasi tetap ditandai.',
        legal:
          'Sidik wajah adalah data biometrik (GDPR Pasal 9; UU 27/2022 tentang Pelindungan Data Pribadi). Persetujuan ini sukarela dan terpisah dari ketentuan penggunaan.',
        version: 'Versi penjelasan %{version}',
        agree: 'Saya telah membaca ini dan menyetujui pencarian wajah',
      },
      turn_on: 'Aktifkan pencarian wajah',
      turn_off: 'Matikan dan hapus data wajah saya',
      turn_off_title: 'Matikan pencarian wajah?',
      turn_off_confirm: 'Sidik wajah Anda dan setiap saran yang belum Anda konfirmasi akan dihapus.',
      on_since: 'Aktif sejak %{date} (versi penjelasan %{version}).',
      disabled: 'Pencarian wajah belum tersedia untuk perguruan tinggi Anda.',
      no_acara: 'Anda dapat menambahkan wajah setelah terdaftar pada acara wisuda.',
      consented: 'Pencarian wajah aktif.',
      withdrawn: 'Pencarian wajah nonaktif; data wajah Anda telah dihapus.',
      enrol: {
        heading: 'Wajah Anda',
        help: 'Ambil swafoto (hanya Anda, menghadap kamera, cahaya cukup), unggah foto, atau gunakan foto profil Anda.',
        help_without_profile: 'Ambil swafoto (hanya Anda, menghadap kamera, cahaya cukup) atau unggah foto.',
        camera: 'Ambil swafoto',
        upload: 'Unggah foto',
        profile: 'Gunakan foto profil saya',
        profile_unverified:
          'Foto profil Anda dapat dipakai di sini setelah kampus memverifikasi bahwa foto itu memang Anda.',
        done: 'Wajah ditambahkan pada %{date}.',
        again: 'Ganti',
        saved: 'Wajah Anda telah ditambahkan. Foto-foto Anda sedang dicari.',
        match_profile:
          'Swafoto harus menunjukkan orang yang sama dengan foto profil Anda yang sudah diverifikasi.',
        review_first:
          'Kampus belum memverifikasi foto profil Anda, jadi petugas kampus akan membandingkan swafoto Anda dengan data mahasiswa Anda sebelum dipakai.',
        sent: 'Swafoto Anda telah dikirim ke kampus untuk dibandingkan dengan data mahasiswa Anda.',
        waiting:
          'Swafoto Anda dari %{date} sedang menunggu: petugas kampus akan membandingkannya dengan data mahasiswa Anda. Foto-foto Anda dicari setelah mereka menyetujuinya.',
        refused:
          'Petugas kampus tidak dapat memastikan bahwa swafoto Anda dari %{date} memang Anda, jadi swafoto itu dihapus. Tambahkan swafoto lain, atau minta kampus memverifikasi foto profil Anda.',
      },
      camera: {
        title: 'Ambil swafoto',
        capture: 'Ambil',
        cancel: 'Batal',
        unavailable: 'Kamera tidak dapat digunakan di sini; unggah foto saja.',
      },
      suggestions: {
        title: 'Apakah ini Anda?',
        help: 'Foto tempat pencarian wajah menemukan Anda. Konfirmasi untuk menambahkannya ke foto Anda; yang ditolak tidak akan disarankan lagi.',
        yes: 'Ya, ini saya',
        no: 'Bukan saya',
        waiting: '%{smart_count} saran menunggu di galeri Anda',
        confirmed: 'Ditambahkan ke foto Anda.',
        rejected: 'Tidak akan disarankan lagi.',
        photo: 'Foto yang disarankan %{name}',
      },
      review: {
        title: 'Swafoto untuk dibandingkan dengan data',
        help: 'Mahasiswa ini belum memiliki foto profil yang diverifikasi. Bandingkan setiap swafoto dengan data mahasiswa: pencarian wajah memakai swafoto hanya setelah Anda menyetujuinya, dan swafoto dihapus setelah Anda memutuskan.',
        submitted: 'Dikirim pada %{date}',
        selfie: 'Swafoto %{name}',
        profile_photo: 'Foto profil pada data %{name}',
        profile_unverified: 'Foto profil belum diverifikasi',
        no_profile_photo: 'Tidak ada foto profil pada data',
        open_record: 'Buka data',
        approve: 'Ini mahasiswa tersebut',
        refuse: 'Bukan mahasiswa ini',
        approved: 'Disetujui: pencarian wajah memakai swafoto ini.',
        refused: 'Ditolak: swafoto dihapus; mahasiswa diberi tahu.',
      },
      admin: {
        title: 'Pencarian wajah',
        none: 'Pencarian wajah nonaktif untuk semua perguruan tinggi; administrator mengaktifkannya di formulir perguruan tinggi.',
        pt: 'Perguruan tinggi',
        state: 'Pencarian wajah',
        on: 'Aktif',
        off: 'Nonaktif',
        switch: 'Cari foto wajah di %{pt}',
        opted_in: 'Setuju',
        enrolled: 'Wajah ditambahkan',
        progress:
          'Foto menunggu pemindaian: %{waiting} · sedang dipindai: %{active} · sudah dipindai: %{scanned}',
        group_counts: 'Pencarian wajah: %{suggested} disarankan, %{confirmed} dikonfirmasi',
        tag_confirmed: 'Tandai yang dikonfirmasi',
        tagged: '%{smart_count} foto ditandai',
      },
    },
  },
};
