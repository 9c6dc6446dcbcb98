/// What each column of a schedule table holds, read from its header's words in English, Russian,
/// German, Spanish and Chinese (`Week #`, `Wk`, `Неделя`, `Semana`, `序号`; `Date`, `Fecha`, `时间`;
/// `Topic(s)`, `Тема`, `内容`; `Due (11:59 PM)`, `Assignment Due`, `Deliverable`, `Abgabe`).
struct ScheduleColumns {
    enum Role: Equatable { case week, date, topic, lecture, due, release, logistics, other }

    var roles: [Role]

    init(headers: [String]) {
        roles = headers.map(Self.role)
    }

    var week: Int? { roles.firstIndex(of: .week) }
    var date: Int? { roles.firstIndex(of: .date) }
    var due: Int? { roles.firstIndex(of: .due) }
    /// Every due column: a soft and a hard deadline are two (`Мягкий дедлайн | Жесткий дедлайн`).
    var dues: [Int] { roles.indices.filter { roles[$0] == .due } }

    /// The topic column: a Topic column, else a Lecture/Class column, else the first column that
    /// is not a week, date, due or logistics (room, time, speaker) column.
    var topic: Int? {
        roles.firstIndex(of: .topic) ?? roles.firstIndex(of: .lecture) ?? roles.indices.first { roles[$0] == .other }
    }

    /// Whether a column holds what to read or look at for the session (`Reading`, `Readings`,
    /// `Materials`, `Slides`, `Литература`, `Lektüre`, `Lecturas`): the course agenda lists those
    /// cells beside each session. (To the schedule rules such a column is `.other`.)
    static func isReading(_ header: String) -> Bool {
        HeadingWords.lowercased(header).contains(where: SyllabusWords.reading.contains)
    }

    static func role(_ header: String) -> Role {
        let trimmed = header.trimmingSpaces()
        // `#`, `№`, and a letter or two before `#` (`U#` for the Norwegian `uke`, `W#`, `Wk#`).
        if trimmed == "#" || trimmed == "№" || (trimmed.count <= 3 && trimmed.hasSuffix("#") && trimmed.dropLast().allSatisfy(\.isLetter)) { return .week }
        let words = HeadingWords.lowercased(header)
        guard let first = words.first else { return .other }
        // `Fecha inicial de entrega`, `Released`, `Out`: when work is handed out, never its deadline.
        if words.contains(where: releaseWords.contains) { return .release }
        // `Topics, Reading Suggestions, Deliverables`: a list that opens with the topic is the
        // topic column; what is due in it is read from its cells.
        if topicWords.contains(first), trimmed.contains(",") || trimmed.contains("&") { return .topic }
        // `Assignment Due`, `Due date`, `Due (11:59 PM)`: a due word anywhere makes it the due column.
        // `Abgabetermin`, `Innleveringsfrist`: compounds of a due word.
        if words.contains(where: { SyllabusWords.dueColumn.contains($0) || SyllabusWords.isDueCompound($0) }) { return .due }
        // `End date`, `Ends`, `Fecha de fin`: where a range started in another column stops.
        if words.contains(where: rangeEndWords.contains), words.contains(where: { SyllabusWords.date.contains($0) }) || words.count == 1 { return .logistics }
        // `Start date`, `Begin date`: the day the session or range is on.
        if ["start", "starts", "begin", "begins", "from"].contains(first), words.dropFirst().contains(where: { SyllabusWords.date.contains($0) }) { return .date }
        if SyllabusWords.week.contains(first) { return .week }
        // `Course week`, `Teaching week`: the week, qualified.
        if words.count == 2, ["course", "class", "teaching", "study", "semester"].contains(first), SyllabusWords.week.contains(words[1]) { return .week }
        if SyllabusWords.date.contains(first) { return .date }
        if topicWords.contains(first) { return .topic }
        if lectureWords.contains(first) { return .lecture }
        if logisticsWords.contains(first) { return .logistics }
        // Chinese headers are one word: `上课时间` (class time) holds the date, `主要内容` the topic.
        if first.unicodeScalars.contains(where: { $0.properties.isIdeographic }) {
            if cjkDueParts.contains(where: first.contains) { return .due }
            if cjkDateParts.contains(where: first.contains) { return .date }
            if cjkTopicParts.contains(where: first.contains) { return .topic }
            if cjkLogisticsParts.contains(where: first.contains) { return .logistics }
        }
        return .other
    }

    static let topicWords: Set<String> = ["topic", "topics", "subject", "title", "content", "contents", "тема", "темы", "thema", "themen", "inhalt", "tema", "temas", "内容", "主题", "sujet", "sujets", "thème", "thèmes", "matière", "matières", "what", "wat", "quoi", "qué", "что", "contenu", "conteúdo", "conteudo", "contenido", "assunto", "description", "descripción", "описание", "beschreibung",
                                             "tópico", "tópicos", "topico", "topicos", "tópico(s)", "materi", "pokok", "vad", "innehåll", "ämne", "inhoud", "sisältö", "aihe", "konu", "konular", "argomento", "argomenti", "temat", "téma", "onderwerp", "내용", "주제", "テーマ", "主題"]
    static let lectureWords: Set<String> = ["lecture", "lectures", "class", "classes", "clase", "clases", "лекция", "занятие", "vorlesung", "lektion", "课程", "cours", "séance", "séances",
                                            "wykład", "wykłady", "lezione", "lezioni", "föreläsning", "forelesning", "luento", "hoorcollege", "강의", "講義", "ders", "lección", "lição"]
    /// Where, when and who: never the session's topic.
    static let logisticsWords: Set<String> = [
        "location", "room", "rooms", "where", "waar", "où", "dónde", "donde", "onde", "где", "venue", "place", "time", "times", "hour", "hours", "instructor", "speaker", "presenter", "lecturer",
        "ort", "raum", "uhrzeit", "zeit", "lugar", "sala", "aula", "hora", "horario", "место", "аудитория", "время", "地点", "教室", "地址",
        "salle", "lieu", "heure", "horaire", "tid", "klockslag", "lokal", "sal", "tijd", "lokaal", "czas", "aika", "paikka", "weekday", "month", "mode", "modality", "format", "modalidad", "modalité", "modalidade", "modus",
    ]
    /// The end of a range whose start is another column's (`Start date | End date`).
    static let rangeEndWords: Set<String> = ["end", "ends", "ende", "fin", "until", "bis", "finish", "closes", "close"]
    /// When work was handed out or handed in by the student (`Opened`, `Finished`): never a session or a deadline.
    static let releaseWords = DeadlineExtractor.releaseWords.union([
        "inicial", "initial", "opened", "opens", "publicación", "finished", "completed", "submitted", "graded", "diberikan",
        "assegnazione", "assegnato", "pubblicazione", "uitgifte",
    ])
    /// A CJK due header: the due parts of headings, and `提交` (hand in), which a header uses.
    static let cjkDueParts = SyllabusWords.cjkDue + ["提交"]
    static let cjkDateParts = ["时间", "日期", "时段"]
    static let cjkTopicParts = ["テーマ", "主题", "主題", "题目", "内容"]
    static let cjkLogisticsParts = ["老师", "教师", "地点", "教室", "讲师"]
}
