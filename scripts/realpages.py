#!/usr/bin/env python3
"""Scores `coursebook syllabus` against a corpus of real course pages (issue 15).

The corpus lives outside the repository (other people's pages are never committed):

    CORPUS/pages/NN-name.md        the page text, as fetched
    CORPUS/expected/NN-name.json   its facts, counted by hand

docs/realpages/sources.tsv names each page's source and its set (dev, heldout, fresh or blind); a
page's expected file may also come from docs/realpages/expected/ (the blind set's); the matching rule
is in docs/realpages/README.md. Python 3 standard library only; `make realpages` runs it.
"""
import argparse
import collections
import html.parser
import json
import os
import re
import subprocess
import sys
import unicodedata
import urllib.parse

KINDS = ("title", "sections", "tables", "schedule", "deadlines", "tasks", "links")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def norm(text):
    """Text as a reader compares it: markup, emoji and case ignored, whitespace collapsed."""
    if text is None:
        return ""
    text = unicodedata.normalize("NFKC", str(text))
    text = re.sub(r":[a-z0-9_+-]+:", " ", text)  # GitHub emoji shortcodes render as pictures
    text = "".join(" " if unicodedata.category(c) in ("So", "Sk", "Cf", "Co") else c for c in text)
    text = re.sub(r"[*_`]", "", text)
    text = text.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = " ".join(text.casefold().split())
    return text.strip(" .:;,-")


def contains(actual, expected):
    """Expected phrase found in the actual text, on word boundaries for Latin/Cyrillic words."""
    a, e = norm(actual), norm(expected)
    if not e:
        return True
    start = a.find(e)
    while start >= 0:
        before = a[start - 1] if start > 0 else " "
        after = a[start + len(e)] if start + len(e) < len(a) else " "
        left_ok = not (e[0].isascii() and e[0].isalnum() and before.isalnum())
        right_ok = not (e[-1].isascii() and e[-1].isalnum() and after.isalnum())
        if left_ok and right_ok:
            return True
        start = a.find(e, start + 1)
    return False


def norm_url(url):
    return urllib.parse.unquote((url or "").strip())


class TableCounter(html.parser.HTMLParser):
    """Counts body rows and header columns of every <table> in the record's HTML."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.tables = [], []

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.stack.append({"rows": [], "in_head": False})
        elif not self.stack:
            return
        elif tag == "thead":
            self.stack[-1]["in_head"] = True
        elif tag == "tr":
            self.stack[-1]["rows"].append({"head": self.stack[-1]["in_head"], "cells": 0})
        elif tag in ("td", "th") and self.stack[-1]["rows"]:
            span = dict(attrs).get("colspan") or "1"
            self.stack[-1]["rows"][-1]["cells"] += int(span) if span.isdigit() else 1

    def handle_endtag(self, tag):
        if not self.stack:
            return
        if tag == "thead":
            self.stack[-1]["in_head"] = False
        elif tag == "table":
            rows = self.stack.pop()["rows"]
            if rows:
                head = next((r for r in rows if r["head"]), rows[0])
                self.tables.append([len(rows) - 1, head["cells"]])


def match_multiset(expected, actual, same):
    """Greedy one-to-one matching; returns (matched expected indices, unmatched actual items)."""
    used, hits = set(), []
    for i, e in enumerate(expected):
        for j, a in enumerate(actual):
            if j not in used and same(e, a):
                used.add(j)
                hits.append(i)
                break
    return hits, [a for j, a in enumerate(actual) if j not in used]


def dated(expected_date, actual_date):
    return (expected_date or None) == (actual_date or None)


def score_page(exp, rec):
    """Per kind: expected, exact, and the actual items no expected fact accounts for."""
    out = {}
    title_ok = norm(exp.get("title")) == norm(rec.get("title"))
    out["title"] = (1, int(title_ok), [] if title_ok or not rec.get("title") else [rec.get("title")])

    secs = [s.get("title", "") for s in rec.get("sections", [])]
    hits, extra = match_multiset(exp["sections"], secs, lambda e, a: norm(e) == norm(a))
    out["sections"] = (len(exp["sections"]), len(hits), extra)

    counter = TableCounter()
    counter.feed(rec.get("html") or "")
    hits, extra = match_multiset(exp["tables"], counter.tables, lambda e, a: list(e) == list(a))
    out["tables"] = (len(exp["tables"]), len(hits), extra)

    sched = [(s.get("date"), s.get("topic") or "") for s in rec.get("schedule", [])]
    hits, extra = match_multiset(exp["schedule"], sched, lambda e, a: dated(e[0], a[0]) and contains(a[1], e[1]))
    out["schedule"] = (len(exp["schedule"]), len(hits), extra)

    dls = [(d.get("due"), d.get("title") or "") for d in rec.get("deadlines", [])]
    hits, extra = match_multiset(exp["deadlines"], dls, lambda e, a: dated(e[0], a[0]) and contains(a[1], e[1]))
    out["deadlines"] = (len(exp["deadlines"]), len(hits), extra)

    tasks = [t.get("text", "") for t in rec.get("tasks", [])]
    hits, extra = match_multiset(exp["tasks"], tasks, lambda e, a: contains(a, e))
    out["tasks"] = (len(exp["tasks"]), len(hits), extra)

    links = [norm_url(l.get("url")) for l in rec.get("links", [])]
    hits, extra = match_multiset([norm_url(u) for u in exp["links"]], links, lambda e, a: e == a)
    out["links"] = (len(exp["links"]), len(hits), extra)

    # A date the page never states is an invented date, whatever kind of record carries it.
    page_dates = {d for d, _ in exp["schedule"] if d} | {d for d, _ in exp["deadlines"] if d}
    invented_dates = [a for a in out["schedule"][2] if a[0] and a[0] not in page_dates]
    invented_deadlines = [a for a in out["deadlines"][2] if a[0] not in page_dates]
    return out, invented_dates, invented_deadlines


def run_tool(binary, page, year):
    cmd = [binary, "syllabus", page, "--format", "json", "--offline"]
    if year:
        cmd += ["--year", str(year)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "timed out after 60 s"
    if proc.returncode != 0:
        return None, f"exit {proc.returncode}: {proc.stderr.strip()[:200]}"
    try:
        return json.loads(proc.stdout), proc.stderr.strip()
    except json.JSONDecodeError as error:
        return None, f"bad JSON: {error}"


def read_sources(path):
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        return [dict(zip(header, line.rstrip("\n").split("\t"))) for line in handle if line.strip()]


def self_test():
    """Checks the matching rule on a record written here, so a change to it is noticed."""
    exp = {"title": "Week 3", "sections": ["Plan", "Plan"], "tables": [[2, 3]],
           "schedule": [["2030-09-02", "Sorting"], ["2030-09-04", ""], [None, "Review"]],
           "deadlines": [["2030-09-06", "Lab 1"]], "tasks": ["Write the tests"], "links": ["a b.md"]}
    rec = {"title": "**Week 3**", "sections": [{"title": "plan"}, {"title": "Extra"}],
           "html": "<table><thead><tr><th>a</th><th colspan=\"2\">b</th></tr></thead>"
                   "<tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>",
           "schedule": [{"date": "2030-09-02", "topic": ":star: Sorting, part 1"}, {"date": "2030-09-04", "topic": "x"},
                        {"date": None, "topic": "Review week"}, {"date": "2030-10-01", "topic": "Made up"}],
           "deadlines": [{"due": "2030-09-06", "title": "Lab 10"}, {"due": "2030-09-06", "title": "Lab 1: sorting"}],
           "tasks": [{"text": "1. Write the tests first."}], "links": [{"url": "a%20b.md"}]}
    kinds, inv_dates, inv_dues = score_page(exp, rec)
    got = {k: (v[0], v[1], len(v[2])) for k, v in kinds.items()}
    want = {"title": (1, 1, 0), "sections": (2, 1, 1), "tables": (1, 1, 0), "schedule": (3, 3, 1),
            "deadlines": (1, 1, 1), "tasks": (1, 1, 0), "links": (1, 1, 0)}
    assert got == want, f"self-test: {got} != {want}"
    assert [a[0] for a in inv_dates] == ["2030-10-01"] and inv_dues == [], (inv_dates, inv_dues)
    assert not contains("Module 10", "Module 1") and contains("计算机硬件课程", "计算机硬件")
    print("realpages self-test passed")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.environ.get("REALPAGES", "/work/realpages"))
    parser.add_argument("--coursebook", default=os.path.join(REPO, ".build", "debug", "coursebook"))
    parser.add_argument("--sources", default=os.path.join(REPO, "docs", "realpages", "sources.tsv"))
    parser.add_argument("--set", choices=("dev", "heldout", "fresh", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "all"), default="all")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every missed fact and false positive")
    parser.add_argument("--self-test", action="store_true", help="check the matching rule and exit")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not os.access(args.coursebook, os.X_OK):
        sys.exit(f"realpages: no coursebook binary at {args.coursebook} (swift build --product coursebook)")

    totals = collections.defaultdict(lambda: collections.Counter())
    print(f"{'page':32} {'set':8} {'facts':>5} {'exact':>5} {'missed':>6} {'fp':>4} {'inv.date':>8} {'inv.due':>7}")
    for source in read_sources(args.sources):
        if args.set != "all" and source["set"] != args.set:
            continue
        name = f"{source['id']}-{source['name']}"
        page = os.path.join(args.corpus, "pages", name + ".md")
        exp_path = os.path.join(args.corpus, "expected", name + ".json")
        if not os.path.exists(exp_path):
            # The blind set's hand counts are kept in the repository (facts, not the pages).
            exp_path = os.path.join(REPO, "docs", "realpages", "expected", name + ".json")
        if not (os.path.exists(page) and os.path.exists(exp_path)):
            print(f"{name:32} {source['set']:8} missing from the corpus folder")
            totals[source["set"]]["absent"] += 1
            continue
        with open(exp_path, encoding="utf-8") as handle:
            exp = json.load(handle)
        rec, note = run_tool(args.coursebook, page, exp.get("year"))
        if rec is None:
            rec = {}
            print(f"  {name}: coursebook failed: {note}")
        kinds, inv_dates, inv_dues = score_page(exp, rec)
        facts = sum(k[0] for k in kinds.values())
        exact = sum(k[1] for k in kinds.values())
        fps = sum(len(k[2]) for k in kinds.values())
        print(f"{name:32} {source['set']:8} {facts:5} {exact:5} {facts - exact:6} {fps:4} {len(inv_dates):8} {len(inv_dues):7}")
        for bucket in (source["set"], "all"):
            t = totals[bucket]
            t["pages"] += 1
            t["facts"] += facts
            t["exact"] += exact
            t["fp"] += fps
            t["invented dates"] += len(inv_dates)
            t["invented deadlines"] += len(inv_dues)
            for kind, (n, ok, extra) in kinds.items():
                t[kind + " facts"] += n
                t[kind + " exact"] += ok
                t[kind + " fp"] += len(extra)
        if args.verbose:
            for kind, (n, ok, extra) in kinds.items():
                if ok < n:
                    print(f"    {kind}: {n - ok} of {n} missed")
                for item in extra[:8]:
                    print(f"    {kind} fp: {item}")
            for item in inv_dates:
                print(f"    invented date: {item}")
            for item in inv_dues:
                print(f"    invented deadline: {item}")
    print()
    for bucket in ("dev", "heldout", "fresh", "blind", "blind2", "blind3", "blind4", "all"):
        t = totals.get(bucket)
        if not t:
            continue
        share = 100.0 * t["exact"] / t["facts"] if t["facts"] else 0.0
        print(f"{bucket:8} pages {t['pages']:3}  facts {t['facts']:5}  exact {t['exact']:5} ({share:5.1f}%)  "
              f"missed {t['facts'] - t['exact']:5}  false positives {t['fp']:4}  "
              f"invented dates {t['invented dates']}  invented deadlines {t['invented deadlines']}")
        print("         " + "  ".join(f"{k} {t[k + ' exact']}/{t[k + ' facts']} (fp {t[k + ' fp']})" for k in KINDS))


if __name__ == "__main__":
    main()
