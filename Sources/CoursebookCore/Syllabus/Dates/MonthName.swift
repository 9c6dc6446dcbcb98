/// Month names and abbreviations, English and Russian (nominative and genitive).
enum MonthName {
    /// The month number (1–12) of `word`, or nil.
    static func number(_ word: some StringProtocol) -> Int? {
        names[word.lowercased()]
    }

    /// The month of a word written against a day number (`5set`, `3out`) or in a month column:
    /// there the Portuguese `set` and `out`, English words elsewhere, can only be months.
    static func numberAgainstDay(_ word: some StringProtocol) -> Int? {
        number(word) ?? ["set": 9, "out": 10][word.lowercased()]
    }

    /// The month (1–12) whose English name starts with `abbreviation`'s three letters (`Sep`,
    /// any case), as Moodle's column heads write it; nil for anything else.
    static func englishNumber(abbreviation: some StringProtocol) -> Int? {
        let lowered = abbreviation.lowercased()
        return english.firstIndex { $0.prefix(3) == lowered }.map { $0 + 1 }
    }

    /// `September` for 9.
    static func englishName(_ month: Int) -> String {
        english[max(1, min(12, month)) - 1].capitalized
    }

    private static let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]

    private static let names: [String: Int] = {
        var names: [String: Int] = [:]
        for (index, name) in english.enumerated() {
            names[name] = index + 1
            names[String(name.prefix(3))] = index + 1
        }
        names["sept"] = 9
        // Words that are also common English words (`set`, `out`) are left out: `Problem Set 3`
        // and `Lab 1 out` are not dates.
        let others: [[String]] = [
            ["januar", "jänner", "enero", "ene", "janvier", "janv", "janeiro", "gennaio", "gen", "januari", "stycznia", "styczeń", "styczen", "ocak", "tammikuuta"],
            ["februar", "febrero", "février", "fevrier", "févr", "fevr", "fév", "fevereiro", "fev", "febbraio", "februari", "lutego", "luty", "şubat", "subat", "helmikuuta"],
            ["märz", "mär", "mrz", "marzo", "mars", "março", "maart", "mrt", "marca", "marzec", "mart", "maaliskuuta"],
            ["abril", "abr", "avril", "avr", "aprile", "kwietnia", "kwiecień", "nisan", "huhtikuuta"],
            ["mai", "mayo", "maio", "maggio", "mag", "mei", "maj", "maja", "mayıs", "toukokuuta"],
            ["juni", "junio", "juin", "junho", "giugno", "giu", "czerwca", "czerwiec", "haziran", "kesäkuuta"],
            ["juli", "julio", "juillet", "juil", "julho", "luglio", "lug", "lipca", "lipiec", "temmuz", "heinäkuuta"],
            ["agosto", "ago", "août", "aout", "augustus", "augusti", "sierpnia", "sierpień", "ağustos", "elokuuta"],
            ["septiembre", "setiembre", "septembre", "setembro", "settembre", "września", "wrzesień", "eylül", "syyskuuta"],
            ["oktober", "okt", "octubre", "octobre", "outubro", "ottobre", "ott", "października", "październik", "ekim", "lokakuuta"],
            ["noviembre", "novembre", "novembro", "listopada", "listopad", "kasım", "marraskuuta"],
            ["dezember", "dez", "diciembre", "dic", "décembre", "decembre", "déc", "dezembro", "dicembre", "desember", "grudnia", "grudzień", "aralık", "joulukuuta"],
        ]
        for (index, forms) in others.enumerated() {
            for form in forms where names[form] == nil { names[form] = index + 1 }
        }
        let russian = [
            ["январь", "января", "янв"], ["февраль", "февраля", "фев", "февр"], ["март", "марта", "мар"],
            ["апрель", "апреля", "апр"], ["май", "мая"], ["июнь", "июня", "июн"], ["июль", "июля", "июл"],
            ["август", "августа", "авг"], ["сентябрь", "сентября", "сен", "сент"], ["октябрь", "октября", "окт"],
            ["ноябрь", "ноября", "ноя", "нояб"], ["декабрь", "декабря", "дек"],
        ]
        let ukrainian = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"]
        for (index, forms) in russian.enumerated() {
            for form in forms + [ukrainian[index]] { names[form] = index + 1 }
        }
        return names
    }()
}
