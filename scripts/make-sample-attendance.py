#!/usr/bin/env python3
"""Generate sample-data/attendance.csv for the sample course book.

Sessions are computed the same way Coursebook does: every date of the term
that falls on one of a course's meeting days, minus term holidays and the
course's cancelled dates, plus the course's extra sessions. One row is written
for every enrolled student and every session from the term start up to and
including CUTOFF. The output is deterministic (fixed random seed).

Usage: python3 scripts/make-sample-attendance.py [BOOK_DIR]
       (BOOK_DIR defaults to sample-data/ next to this script's folder)
"""

import csv
import datetime as dt
import random
import sys
from pathlib import Path

import yaml

CUTOFF = dt.date(2026, 11, 20)
SEED = 20261120

DAY_LETTERS = {"M": 0, "T": 1, "W": 2, "R": 3, "F": 4, "S": 5, "U": 6}
DAY_NAMES = {
    "mon": 0, "monday": 0,
    "tue": 1, "tues": 1, "tuesday": 1,
    "wed": 2, "wednesday": 2,
    "thu": 3, "thur": 3, "thurs": 3, "thursday": 3,
    "fri": 4, "friday": 4,
    "sat": 5, "saturday": 5,
    "sun": 6, "sunday": 6,
}


def as_date(value):
    """YAML may give a date object or a string; accept both."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value).strip())


def weekdays(days):
    """Parse `days`: a letter string like "MWF"/"TR" or a list like [Mon, Wed]."""
    result = set()
    if isinstance(days, str):
        for letter in days.strip():
            if letter not in DAY_LETTERS:
                raise ValueError(f"unknown day letter {letter!r} in {days!r}")
            result.add(DAY_LETTERS[letter])
    elif isinstance(days, list):
        for item in days:
            key = str(item).strip().lower()
            if key in DAY_NAMES:
                result.add(DAY_NAMES[key])
            elif len(key) == 1 and key.upper() in DAY_LETTERS:
                result.add(DAY_LETTERS[key.upper()])
            else:
                raise ValueError(f"unknown day {item!r}")
    else:
        raise ValueError(f"unsupported days value {days!r}")
    return result


def holiday_dates(holidays):
    """Holidays: a plain date, {date, name} or {start, end, name}."""
    out = set()
    for h in holidays or []:
        if isinstance(h, dict):
            if "date" in h:
                out.add(as_date(h["date"]))
            else:
                d, end = as_date(h["start"]), as_date(h["end"])
                while d <= end:
                    out.add(d)
                    d += dt.timedelta(days=1)
        else:
            out.add(as_date(h))
    return out


def course_sessions(course, term_start, term_end, holidays):
    meet_days = set()
    for meeting in course.get("meets") or []:
        meet_days |= weekdays(meeting["days"])
    sessions = course.get("sessions") or {}
    cancelled = {as_date(d) for d in sessions.get("cancel") or []}
    dates = set()
    d = term_start
    while d <= term_end:
        if d.weekday() in meet_days and d not in holidays and d not in cancelled:
            dates.add(d)
        d += dt.timedelta(days=1)
    for extra in sessions.get("extra") or []:
        dates.add(as_date(extra["date"]))
    return sorted(dates)


def main():
    book = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "sample-data"
    config = yaml.safe_load((book / "coursebook.yml").read_text(encoding="utf-8"))
    term = config["term"]
    term_start, term_end = as_date(term["start"]), as_date(term["end"])
    holidays = holiday_dates(term.get("holidays"))

    courses = {}
    for path in sorted((book / "courses").glob("*.yml")):
        courses[path.stem] = yaml.safe_load(path.read_text(encoding="utf-8")) or {}

    enrolled = {}
    with open(book / "enrollments.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            enrolled.setdefault(row["course"], []).append(row["student"])

    rng = random.Random(SEED)

    # Every student gets a stable habit profile: how often they are late or
    # skip class. A few students also have one sick spell (excused absences).
    all_students = sorted({s for studs in enrolled.values() for s in studs})
    profile = {}
    for s in all_students:
        habit = rng.random()
        if habit < 0.55:
            late, absent = 0.02, 0.02      # reliable
        elif habit < 0.85:
            late, absent = 0.08, 0.05      # average
        else:
            late, absent = 0.15, 0.12      # struggling
        sick = None
        if rng.random() < 0.25:
            first = term_start + dt.timedelta(days=rng.randrange(7, (CUTOFF - term_start).days - 7))
            sick = (first, first + dt.timedelta(days=rng.randrange(2, 8)))
        profile[s] = (late, absent, sick)

    rows = []
    for cid in sorted(courses):
        students = enrolled.get(cid, [])
        if not students:
            continue
        for day in course_sessions(courses[cid], term_start, term_end, holidays):
            if day > CUTOFF:
                break
            for s in students:
                late, absent, sick = profile[s]
                r = rng.random()
                if sick and sick[0] <= day <= sick[1]:
                    status = "excused"
                elif r < absent:
                    status = "absent"
                elif r < absent + late:
                    status = "late"
                elif r < absent + late + 0.01:
                    status = "excused"
                else:
                    status = "present"
                rows.append((cid, s, day.isoformat(), status))

    out = book / "attendance.csv"
    with open(out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["course", "student", "date", "status"])
        w.writerows(rows)
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main()
