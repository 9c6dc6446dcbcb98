/// The words the syllabus rules read pages by, one list per meaning, each word written once. The
/// rules' other lists (a column's role in `ScheduleColumns`, due and release words in
/// `DeadlineExtractor`, task words in `TaskExtractor`, …) are each a meaning of their own.
///
/// Every list drives the parser on real pages: change one, then run `make realpages`.
enum SyllabusWords {
    /// A piece of course work, as the first word of a heading, cell or label (`Homework 3`,
    /// `Lab 02`, `Taller 1:`, `Essay: 3 May`, `作业一`; an ideographic word may open the text
    /// without a space).
    static let work: Set<String> = [
        "homework", "hw", "assignment", "lab", "problem", "pset", "project", "exercise", "essay", "paper", "report", "quiz",
        "作业", "实验", "练习",
        "задание", "дз", "aufgabe", "übung", "übungsblatt", "tarea", "práctica", "taller", "trabajo", "entrega", "informe",
        "devoir", "tp", "laboratório", "laboratorio", "laboratoire",
    ]

    /// A date, as a schedule column's header (`Date`, `Datum`, `Fecha`, `日期`).
    static let date: Set<String> = [
        "date", "dates", "day", "days", "дата", "даты", "datum", "tag", "fecha", "fechas", "día", "dia", "data", "datas", "时间", "日期",
        "tarih", "tarihler", "날짜", "일자", "日付", "tanggal", "dato", "datoer", "päivämäärä", "päivä",
        "when", "wanneer", "wann", "quand", "cuándo", "cuando", "quando", "когда",
    ]

    /// What is left of `Due date:`, `Data de entrega:`, `Fecha de entrega:` once the due word is
    /// read: date words and the little words joining them, which say nothing the work's name does not.
    static let dateOf: Set<String> = date.union(["of", "de", "da", "la", "du", "termin"])

    /// A session, as the word naming one before its number (`Aula 01`, `Séance 4`, `Lecture 3`).
    /// Words that name the work a student is to do: a list's label (`Tareas:`, `To do`) and a
    /// table's work column (`No | Date | Task | Due`).
    static let tasks: Set<String> = [
        "task", "tasks", "todo", "to", "tarea", "tareas", "tarefa", "tarefas", "задание", "задания", "aufgaben", "devoirs", "tâche", "tâches", "compiti", "任务",
    ]

    static let sessionLabel: Set<String> = [
        "lecture", "class", "session", "meeting", "day", "lab", "tutorial", "seminar", "recitation", "workshop", "aula", "clase", "sesión", "sesion", "занятие", "лекция", "семинар",
        "vorlesung", "sitzung", "termin", "séance", "seance", "cours", "lezione", "lekcja", "wykład", "übung", "seminarsitzung",
        "μάθημα", "διάλεξη", "ders", "zajęcia", "pertemuan", "buổi",
    ]

    /// A week, as the first word of a heading (`Week 3`, `Semana 2`, `Session 4`).
    static let headingWeek: Set<String> = [
        "week", "wk", "неделя", "нед", "woche", "semana", "semaine", "session", "周", "settimana", "viikko", "vecka", "uke", "tydzień", "hafta", "týden", "тиждень",
    ]

    /// A week or session number, as a schedule column's header: the heading words, and plurals,
    /// abbreviations and numbering words a heading does not open with (`No`, `Nr`, `序号`).
    static let week: Set<String> = headingWeek.union([
        "weeks", "sessions", "nr", "no", "semanas", "semaines", "序号", "周次", "haftalar", "settimane", "주차", "주", "週", "回",
        "tydzien", "tydz", "tyg", "spotkanie", "spotk", "zjazd", "hét", "εβδομάδα", "tuần", "minggu", "pertemuan", "buổi",
    ])

    /// Work being due, in text (`Due: Sep 14`, `Abgabe 8. Januar`, `Срок сдачи`, `Entrega: 5 de abril`).
    static let due: Set<String> = ["due", "deadline", "deadlines", "abgabe", "entrega", "срок", "сдачи", "дедлайн", "prazo", "scadenza"]

    /// Work being due, as the deadline scan finds it in running text: each phrase opens a due
    /// aside wherever it stands (`Essay due Sep 14`, `сдать до 5 марта`, `remise : 3 mai`). The
    /// scan's byte prefilter (`DeadlineExtractor.mayHoldKeyword`) must pass every phrase.
    static let duePhrases = ["due", "deadline", "срок сдачи", "сдать до", "дедлайн", "abgabe", "entrega", "remise", "prazo", "scadenza"]

    /// A compound of a due word, as German and Norwegian write them (`Abgabetermin`,
    /// `Innleveringsfrist`, `Innleveringsfrister`).
    static func isDueCompound(_ word: some StringProtocol) -> Bool {
        word.hasPrefix("abgabe") || word.hasSuffix("frist") || word.hasSuffix("frister")
    }

    /// Work being due, inside a CJK heading or header, which is one word (`作业提交截止日期`, `締め切り`).
    static let cjkDue = ["截止", "締め切り", "締切", "마감"]

    /// A due column's header (`Due`, `Deliverables`, `Fecha límite`, `Remise`, `截止`): the due
    /// words, and the nouns and verbs of handing work in a header uses.
    static let dueColumn: Set<String> = due.union([
        "deliverable", "deliverables", "submission", "submissions", "inleveren", "сдача", "entregas", "截止", "remise", "remises", "échéance", "échéances", "дедлайны", "límite", "limite", "frist",
        "remettre", "rendre", "entregar", "abgeben", "einreichen", "consegna", "inlevering", "oddanie", "teslim", "дедлайна", "дедлайнов",
    ])

    /// What to read or look at for a session, as a schedule column's header (`Readings`,
    /// `Materials`, `Slides`, `Литература`, `Lektüre`): the agenda shows it beside the topic.
    static let reading: Set<String> = [
        "reading", "readings", "read", "materials", "material", "slides", "resources", "literature", "textbook", "chapter", "chapters",
        "чтение", "литература", "материалы", "lektüre", "literatur", "materialien", "lectura", "lecturas",
    ]
}
