#!/usr/bin/env python3
"""Deterministic synthetic course books for benchmarks.

    generate-book.py OUT --courses N [--students-per-course 20] [--notes-per-course 10]
                         [--held-until YYYY-MM-DD] [--hugo HUGO_OUT]

Writes a valid course book: N courses (MWF meetings over a 15-week term), a course page of
6-12 KB each (front matter, headings, links, inline code, an image, a 15-row schedule table,
numbered tasks with nested bullets, a fenced code block, an evaluation table, extra credit),
notes per course, students drawn from a shared pool, attendance for every session held up to
--held-until, bonus rows and projects. With --hugo it also writes the same Markdown as a Hugo
site with minimal layouts, so both tools build the same content.
"""
import argparse
import datetime as dt
import os
import random

TERM_START = dt.date(2026, 8, 31)
TERM_END = dt.date(2026, 12, 11)
HOLIDAY = dt.date(2026, 10, 5)
SUBJECTS = ["Computer Science", "Mathematics", "Physics", "Chemistry", "Biology", "Economics", "Linguistics", "History"]
WORDS = ("graph tree heap queue stack array matrix vector proof lemma theorem model sample signal "
         "energy field wave cell gene market price syntax verb archive source method system").split()
FIRST = ["Ana", "Ben", "Chloé", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ivo", "Jana", "Kenji", "Lea",
         "Mateo", "Nour", "Ömer", "Pia", "Quinn", "Rosa", "Søren", "Tariq", "Uma", "Vera", "Wiktor", "Xin", "Yara", "Zoë"]
LAST = ["Abel", "Brandt", "Castro", "Dvořák", "Ekström", "Fischer", "García", "Horváth", "Ivanova", "Jensen",
        "Kowalski", "López", "Müller", "Nakamura", "Okafor", "Petrov", "Quispe", "Rossi", "Schmidt", "Tanaka"]


def sessions():
    days = []
    day = TERM_START
    while day <= TERM_END:
        if day.weekday() in (0, 2, 4) and day != HOLIDAY:
            days.append(day)
        day += dt.timedelta(days=1)
    return days


def sentence(rng, n=12):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def page(rng, index, title):
    out = [f"---\ntitle: \"{title}\"\nyear: 2026\n---\n", f"# {title}\n",
           f"{sentence(rng, 20)} See [the notes](notes/week-1.md) and the `main` function. "
           f"Questions go to the [forum](https://forum.example.edu/c/{index}).\n",
           "![Course diagram](img/diagram.png)\n", "## Learning objectives\n"]
    out += [f"- {sentence(rng, 8)}" for _ in range(5)]
    out.append("\n## Schedule\n\n| Week | Date | Topic | Due |\n|---|---|---|---|")
    for week in range(1, 16):
        date = TERM_START + dt.timedelta(weeks=week - 1)
        due = f"Problem set {week}" if week % 3 == 0 else ""
        out.append(f"| {week} | {date:%b} {date.day} | {sentence(rng, 4)[:-1]} | {due} |")
    out.append("\n## Required tasks\n")
    for task in range(1, rng.randint(6, 15) + 1):
        out.append(f"{task}. {sentence(rng, 14)}\n   - {sentence(rng, 6)}\n   - {sentence(rng, 6)}")
    out.append("\n```python\ndef solve(items):\n    return sorted(items)\n```\n")
    out.append("## Evaluation\n\n| Part | Weight |\n|---|---:|\n| Tasks | 50% |\n| Exam | 40% |\n| Participation | 10% |\n")
    out.append("## Extra credit\n")
    for task in range(1, 4):
        out.append(f"{task}. {sentence(rng, 12)}")
    text = "\n".join(out) + "\n"
    while len(text.encode()) < 6000 + rng.randint(0, 6000):
        text += "\n" + sentence(rng, 40) + "\n"
    return text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--courses", type=int, required=True)
    parser.add_argument("--students-per-course", type=int, default=20)
    parser.add_argument("--notes-per-course", type=int, default=10)
    parser.add_argument("--held-until", default="2026-12-11")
    parser.add_argument("--hugo")
    args = parser.parse_args()
    rng = random.Random(20261121)
    held_until = dt.date.fromisoformat(args.held_until)
    out = args.out
    for sub in ("courses", "pages/img", "pages/notes", "notes"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    # The files every course page links to, so the site copies them and reports no broken links.
    with open(os.path.join(out, "pages", "img", "diagram.png"), "wb") as f:
        f.write(bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0f5e60000000049454e44ae426082"))
    with open(os.path.join(out, "pages", "notes", "week-1.md"), "w") as f:
        f.write("# Week 1\n\nReading list.\n")
    with open(os.path.join(out, "coursebook.yml"), "w") as f:
        f.write("title: Synthetic Faculty\nterm:\n  name: Fall 2026\n  start: 2026-08-31\n  end: 2026-12-11\n"
                "  timezone: Europe/Berlin\n  holidays:\n    - 2026-10-05\n")
    # A pool as large as all seats: 200,000 students at L, each course drawing its own sample.
    pool = args.courses * args.students_per_course
    teachers = max(args.courses // 3, 1)
    with open(os.path.join(out, "people.csv"), "w") as f:
        f.write("id,first_name,last_name,email,role\n")
        for t in range(teachers):
            f.write(f"t{t},{FIRST[t % 26]},{LAST[t % 20]},t{t}@staff.example.edu,teacher\n")
        for s in range(pool):
            f.write(f"s{s},{FIRST[(s * 7) % 26]},{LAST[(s * 3) % 20]},s{s}@students.example.edu,student\n")
    days = sessions()
    held = [d for d in days if d <= held_until]
    statuses = ["present"] * 16 + ["late", "late", "absent", "excused"]
    enroll = open(os.path.join(out, "enrollments.csv"), "w")
    attend = open(os.path.join(out, "attendance.csv"), "w")
    bonus = open(os.path.join(out, "bonus.csv"), "w")
    projects = open(os.path.join(out, "projects.csv"), "w")
    enroll.write("course,student\n")
    attend.write("course,student,date,status\n")
    bonus.write("course,student,points,reason,date\n")
    projects.write("course,name,due,done\n")
    hugo_content = os.path.join(args.hugo, "content") if args.hugo else None
    for c in range(args.courses):
        cid = f"c{c:05d}"
        title = f"{SUBJECTS[c % len(SUBJECTS)]} {100 + c % 400}: {rng.choice(WORDS).capitalize()} and {rng.choice(WORDS)}"
        with open(os.path.join(out, "courses", cid + ".yml"), "w") as f:
            f.write(f"name: \"{title}\"\nsubject: {SUBJECTS[c % len(SUBJECTS)]}\nbranch: Main\nteacher: t{c % teachers}\n"
                    f"meets:\n  - days: MWF\n    start: \"{8 + c % 9:02d}:00\"\n    end: \"{8 + c % 9:02d}:50\"\n"
                    f"    room: R-{c % 150:03d}\npage: pages/{cid}.md\n")
        text = page(rng, c, title)
        with open(os.path.join(out, "pages", cid + ".md"), "w") as f:
            f.write(text)
        students = rng.sample(range(pool), args.students_per_course)
        for s in students:
            enroll.write(f"{cid},s{s}\n")
        for d in held:
            for s in students:
                attend.write(f"{cid},s{s},{d.isoformat()},{rng.choice(statuses)}\n")
        for s in students[:3]:
            bonus.write(f"{cid},s{s},{rng.randint(1, 10)},\"Good work, {rng.choice(WORDS)}\",{held[0].isoformat() if held else ''}\n")
        for p in range(3):
            due = TERM_START + dt.timedelta(days=20 + 30 * p)
            projects.write(f"{cid},Project {p + 1},{due.isoformat()},{'yes' if due < held_until else 'no'}\n")
        note_dir = os.path.join(out, "notes", cid)
        os.makedirs(note_dir, exist_ok=True)
        note_days = days[:: max(len(days) // max(args.notes_per_course, 1), 1)][: args.notes_per_course]
        for n, d in enumerate(note_days):
            body = "\n\n".join(sentence(rng, rng.randint(20, 90)) for _ in range(rng.randint(1, 3)))
            note = f"---\ntitle: \"Notes {n + 1}\"\ncreated: {d.isoformat()}T12:00:00+01:00\n---\n{body}\n"
            with open(os.path.join(note_dir, f"{d.isoformat()}-n{n}.md"), "w") as f:
                f.write(note)
            if hugo_content:
                os.makedirs(os.path.join(hugo_content, "notes", cid), exist_ok=True)
                with open(os.path.join(hugo_content, "notes", cid, f"{d.isoformat()}-n{n}.md"), "w") as f:
                    f.write(f"---\ntitle: \"Notes {n + 1}\"\ndate: {d.isoformat()}T12:00:00+01:00\n---\n{body}\n")
        if hugo_content:
            os.makedirs(os.path.join(hugo_content, "courses"), exist_ok=True)
            with open(os.path.join(hugo_content, "courses", cid + ".md"), "w") as f:
                f.write(text)
    for handle in (enroll, attend, bonus, projects):
        handle.close()
    if args.hugo:
        layouts = os.path.join(args.hugo, "layouts", "_default")
        os.makedirs(layouts, exist_ok=True)
        with open(os.path.join(args.hugo, "config.toml"), "w") as f:
            f.write('baseURL = "https://example.edu/"\ntitle = "Synthetic Faculty"\ndisableKinds = ["taxonomy", "term"]\n')
        for name, body in (("single.html", "<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n"),
                           ("list.html", "<!DOCTYPE html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n")):
            with open(os.path.join(layouts, name), "w") as f:
                f.write(body)


if __name__ == "__main__":
    main()
