#!/usr/bin/env python3
"""`make bench`: Coursebook side by side with Hugo and the cmark CLI on the same Markdown.

    bench.py [--sizes S,M] [--runs 5] [--corpora ours,shared] [--settle 65]
             [--binary .build/release/coursebook] [--results Benchmarks/RESULTS.md] [--shared ../shared/bench]

Two corpora, each at every size asked (S/M/L):
- `ours`: a synthetic book from Benchmarks/generate-book.py (100/1,000/10,000 courses) and the same
  Markdown as a Hugo site, cached under .build/bench/book-SIZE, hugo-SIZE, all-SIZE.md;
- `shared`: the corpus of ../shared/bench/ (next to the repository; Markdown this project did not
  shape): gen_corpus.py small/medium/large writes .build/bench/corpus-SIZE (Hugo content and
  all.md, its concatenation), setup_sites.sh adds the Hugo site, to_book.py turns the same Markdown
  into .build/bench/corpus-SIZE-book. Only this script runs those generators; the product and its
  tests never read ../shared. They are rerun when their text changes.

For each size and corpus it alternates runs of: `coursebook build` into a fresh folder, `hugo` on
the same Markdown into a fresh folder, and `cmark` over the concatenated Markdown. Wall and CPU
seconds and peak memory come from GNU time; the table reports medians. It also measures
rebuilds into the existing site (nothing changed, a line added to one course page, one attendance
row's status changed; each edit is undone and built untimed before the next run), `coursebook check` alone, (size M) a one-note change under
`coursebook serve`, and `coursebook --help` start-up.

Without a journal (as on this VM), ext4 skips inodes freed in the last 60 s (300 s while their
inode-table block is dirty) when it allocates new ones, so a run that follows a large deletion
spends seconds of system time in the allocator. Timed fresh builds therefore delete nothing:
every output is kept until the size is done on that corpus, and before the first timed run of each
size and corpus the bench syncs and waits `--settle` seconds (default 65) so that earlier
deletions no longer count against whichever tool happens to run next. The rebuild rows are different by nature: each rebuild
removes the site it replaces, and the next rebuild pays for that, as it would for a user.
"""
import argparse
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = {"S": 100, "M": 1000, "L": 10000}
SHARED_SIZES = {"S": "small", "M": "medium", "L": "large"}
SHARED_SCRIPTS = ("gen_corpus.py", "setup_sites.sh", "to_book.py")
CORPORA = ("ours", "shared")
NOTES_MARKER = "<!-- notes: kept by bench.py -->"
TODAY = "2026-11-21"


def ensure_tools():
    missing = [name for name in ("hugo", "cmark") if shutil.which(name) is None]
    if not os.path.exists("/usr/bin/time"):
        missing.append("time")
    if missing:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        print(f"installing {', '.join(missing)} from Debian...", file=sys.stderr)
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=False)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq"] + missing, check=False)
    return {name: shutil.which(name) is not None for name in ("hugo", "cmark")}


def measure(command, cwd=None, env=None, stdout=subprocess.DEVNULL, errors=None):
    """Runs `command` under GNU time; returns (wall s, cpu s, peak MiB); appends its standard
    error to the list `errors` when given."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        full = ["/usr/bin/time", "-f", "%e %U %S %M", "-o", report.name] + command
        result = subprocess.run(full, cwd=cwd, env=env, stdout=stdout, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            raise SystemExit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-2000:]}")
        wall, user, system, peak = report.read().split()[-4:]
    if errors is not None:
        errors.append(result.stderr)
    return float(wall), float(user) + float(system), int(peak) / 1024


def markdown_bytes(book, folders=("pages", "notes")):
    total = 0
    for folder in folders:
        for base, _, files in os.walk(os.path.join(book, folder)):
            total += sum(os.path.getsize(os.path.join(base, f)) for f in files if f.endswith(".md"))
    return total


def markdown_stage(stderr):
    """(wall s, CPU s) of the Markdown stages `coursebook build --timings` printed: course pages
    (read, parse, syllabus extraction, HTML) and note bodies (parse, HTML)."""
    wall = cpu = 0.0
    for line in stderr.splitlines():
        match = re.match(r"timing: markdown: .*: ([0-9.]+) s wall, ([0-9.]+) s CPU", line)
        if match:
            wall += float(match.group(1))
            cpu += float(match.group(2))
    return wall, cpu


def attendance_rows(book):
    with open(os.path.join(book, "attendance.csv"), "rb") as handle:
        return sum(1 for _ in handle) - 1


def html_pages(folder):
    return sum(1 for base, _, files in os.walk(folder) for f in files if f.endswith(".html"))


def prepare(size, cache):
    book = os.path.join(cache, f"book-{size}")
    hugo = os.path.join(cache, f"hugo-{size}")
    concat = os.path.join(cache, f"all-{size}.md")
    if not os.path.exists(os.path.join(book, "coursebook.yml")):
        shutil.rmtree(book, ignore_errors=True)
        shutil.rmtree(hugo, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate-book.py"), book,
                        "--courses", str(SIZES[size]), "--held-until", "2026-11-20", "--hugo", hugo], check=True)
    if not os.path.exists(concat):
        with open(concat, "wb") as out:
            for folder in ("pages", "notes"):
                for base, dirs, files in sorted(os.walk(os.path.join(book, folder))):
                    dirs.sort()
                    for name in sorted(files):
                        if name.endswith(".md"):
                            with open(os.path.join(base, name), "rb") as handle:
                                out.write(handle.read() + b"\n")
    return book, hugo, concat


def shared_scripts(folder):
    """The shared corpus's generators in `folder`; stops with the paths that are missing."""
    paths = [os.path.join(folder, name) for name in SHARED_SCRIPTS]
    missing = [path for path in paths if not os.path.isfile(path)]
    if missing:
        raise SystemExit(f"bench: the shared corpus needs {', '.join(missing)} (../shared/bench/ next to the "
                         f"repository, or --shared DIR); BENCH_CORPORA=ours runs without it")
    return paths


def prepare_shared(size, cache, scripts):
    """Generates the shared corpus at `size` (once; again when the generators change) and returns
    (book, Hugo site, concatenated Markdown) like `prepare`."""
    corpus = os.path.join(cache, f"corpus-{size}")
    book = os.path.join(cache, f"corpus-{size}-book")
    stamp = os.path.join(cache, f"corpus-{size}.stamp")
    digest = hashlib.sha256(SHARED_SIZES[size].encode())
    for path in scripts:
        with open(path, "rb") as handle:
            digest.update(handle.read())
    digest = digest.hexdigest()
    if not os.path.exists(stamp) or open(stamp).read() != digest:
        shutil.rmtree(corpus, ignore_errors=True)
        shutil.rmtree(book, ignore_errors=True)
        if os.path.exists(stamp):
            os.remove(stamp)
        generate, sites, to_book = scripts
        print(f"generating the shared corpus {SHARED_SIZES[size]} in {corpus}...", file=sys.stderr)
        subprocess.run([sys.executable, generate, SHARED_SIZES[size], corpus], check=True, stdout=sys.stderr)
        subprocess.run(["sh", sites, corpus], check=True, stdout=sys.stderr)
        subprocess.run([sys.executable, to_book, corpus, book], check=True, stdout=sys.stderr)
        with open(stamp, "w") as handle:
            handle.write(digest)
    return book, corpus, os.path.join(corpus, "all.md")


def serve_first_page(binary, book, runs):
    """Starts `coursebook serve` on `book` `runs` times and returns the seconds from starting the
    process to the first `200` answer for the home page (serve listens at once and answers each
    page as soon as its first build has rendered it)."""
    import socket
    timings = []
    for _ in range(runs):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        started = time.monotonic()
        server = subprocess.Popen([binary, "serve", book, "--port", str(port), "--today", TODAY, "--offline"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                if server.poll() is not None:
                    raise RuntimeError(f"serve stopped with status {server.returncode} before answering")
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=120) as stream:
                        stream.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
                        if stream.recv(64).startswith(b"HTTP/1.1 200"):
                            timings.append(time.monotonic() - started)
                            break
                except OSError:
                    pass
                time.sleep(0.01)
        finally:
            server.terminate()
            server.wait(timeout=30)
    return timings


def serve_note_change(binary, book, scratch, runs):
    """Starts `coursebook serve` on a copy of `book`, edits one note `runs` times and returns the
    seconds from each write to the server's SSE `reload` event."""
    import socket
    copy = os.path.join(scratch, "serve-" + os.path.basename(book))
    shutil.copytree(book, copy, symlinks=True)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([binary, "serve", copy, "--port", str(port), "--today", TODAY, "--offline"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    timings = []
    try:
        # The first build goes on after "Serving": edits are timed once it has finished.
        while "built" not in (server.stdout.readline() or "built"):
            pass
        note_folder = os.path.join(copy, "notes", sorted(os.listdir(os.path.join(copy, "notes")))[0])
        note = os.path.join(note_folder, sorted(os.listdir(note_folder))[0])
        for run in range(runs):
            stream = socket.create_connection(("127.0.0.1", port), timeout=120)
            # serve answers only a loopback Host (421 otherwise, against DNS rebinding).
            stream.sendall(f"GET /__coursebook/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
            head = stream.recv(4096)  # response head (and any initial comment)
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(f"serve answered the event stream with {head[:40]!r}")
            time.sleep(0.5)
            with open(note, "a") as handle:
                handle.write(f"\nEdited for benchmark run {run}.\n")
            started = time.monotonic()
            received = b""
            while not re.search(rb"event: ?reload", received):
                chunk = stream.recv(4096)
                if not chunk:
                    raise RuntimeError("serve closed the event stream before a reload event")
                received += chunk
            timings.append(time.monotonic() - started)
            stream.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return timings


def settle(seconds):
    """Flushes the file system and waits until recently freed inodes no longer slow allocation."""
    os.sync()
    if seconds > 0:
        print(f"settling for {seconds:.0f} s after earlier deletions...", file=sys.stderr)
        time.sleep(seconds)


def median_row(samples):
    return tuple(statistics.median(values) for values in zip(*samples))


def one_file_changes(book):
    """The one-file edits the rebuild rows time, as (name, path, edit): a line added to the first
    course page, and the status of the first attendance row changed (when the book has them)."""
    changes = []
    pages = sorted(os.path.join(base, name) for base, _, names in os.walk(os.path.join(book, "pages")) for name in names if name.endswith(".md"))
    if pages:
        changes.append(("one course page", pages[0], lambda data: data + b"\nEdited for the benchmark.\n"))
    attendance = os.path.join(book, "attendance.csv")
    if os.path.exists(attendance):
        with open(attendance, "rb") as handle:
            header = handle.readline().strip().split(b",")
        if b"status" in header:
            column = header.index(b"status")

            def one_row(data):
                lines = data.split(b"\n")
                fields = lines[1].split(b",")
                fields[column] = b"excused" if fields[column].strip() != b"excused" else b"present"
                lines[1] = b",".join(fields)
                return b"\n".join(lines)
            changes.append(("one CSV row", attendance, one_row))
    return changes


def measure_changed(command, path, edit):
    """Times `command` after `edit` changed the file at `path`, then puts the file back and runs
    `command` again (untimed), so the next run starts from a site of the unchanged book."""
    with open(path, "rb") as handle:
        original = handle.read()
    try:
        with open(path, "wb") as handle:
            handle.write(edit(original))
        return measure(command)
    finally:
        with open(path, "wb") as handle:
            handle.write(original)
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def measure_corpus(corpus, size, book, hugo, concat, args, tools, scratch, rows, notes):
    """The timed runs of one size of one corpus: appends table rows and summary lines."""
    mb = markdown_bytes(book) / 1e6
    hugo_mb = markdown_bytes(hugo, ("content",)) / 1e6
    cmark_mb = os.path.getsize(concat) / 1e6
    samples = {"coursebook build": [], "hugo": [], "cmark": []}
    timings = []
    pages = 0
    settle(args.settle)
    for run in range(args.runs):
        out = os.path.join(scratch, f"site-{corpus}-{size}-{run}")
        samples["coursebook build"].append(measure([args.binary, "build", book, "--output", out, "--today", TODAY, "--offline", "--force", "--timings"], errors=timings))
        pages = html_pages(out)
        if tools["hugo"]:
            hugo_out = os.path.join(scratch, f"hugo-{corpus}-{size}-{run}")
            samples["hugo"].append(measure(["hugo", "--quiet", "-s", hugo, "-d", hugo_out]))
        if tools["cmark"]:
            samples["cmark"].append(measure(["cmark", concat]))
    existing = os.path.join(scratch, f"site-{corpus}-{size}-0")
    build_existing = [args.binary, "build", book, "--output", existing, "--today", TODAY, "--offline"]
    rebuild = median_row([measure(build_existing) for _ in range(args.runs)])
    changed = {name: median_row([measure_changed(build_existing, path, edit) for _ in range(args.runs)])
               for name, path, edit in one_file_changes(book)}
    check = median_row([measure([args.binary, "check", book]) for _ in range(args.runs)])
    tool_mb = {"coursebook build": mb, "hugo": hugo_mb, "cmark": cmark_mb}
    for name, values in samples.items():
        if values:
            wall, cpu, peak = median_row(values)
            rows.append((corpus, size, name, wall, cpu, peak, pages / wall if name == "coursebook build" else None, tool_mb[name] / wall))
    rows.append((corpus, size, "coursebook build (rebuild into existing site, nothing changed)", *rebuild, pages / rebuild[0], mb / rebuild[0]))
    for name, values in changed.items():
        rows.append((corpus, size, f"coursebook build (rebuild into existing site, {name} changed)", *values, pages / values[0], mb / values[0]))
    rows.append((corpus, size, "coursebook check", *check, None, None))
    label = f"- {corpus} {size}"
    build_wall = median_row(samples["coursebook build"])[0]
    if samples["hugo"]:
        hugo_wall = median_row(samples["hugo"])[0]
        notes.append(f"{label}: coursebook/hugo wall-time ratio {build_wall / hugo_wall:.2f} ({build_wall:.2f} s vs {hugo_wall:.2f} s; target ≤ 0.35), "
                     f"{pages} HTML pages, {mb:.1f} MB of Markdown")
    if samples["cmark"]:
        theirs = cmark_mb / median_row(samples["cmark"])[0]
        notes.append(f"{label}: whole-build Markdown MB/s is {100 * mb / build_wall / theirs:.0f}% of the cmark CLI's parse+render MB/s")
        stage_wall, stage_cpu = median_row([markdown_stage(text) for text in timings])
        notes.append(f"{label}: Markdown stage inside the build (`--timings`: course pages read+parse+syllabus+HTML, note bodies parse+HTML) "
                     f"{stage_wall:.2f} s wall, {stage_cpu:.2f} s CPU: {mb / stage_wall:.1f} MB/s wall ({100 * mb / stage_wall / theirs:.0f}% of cmark's "
                     f"{theirs:.1f} MB/s; target ≥ 60%), {mb / stage_cpu:.1f} MB/s per CPU second")
    notes.append(f"{label}: rebuild into the existing site with nothing changed {rebuild[0]:.2f} s, {rebuild[0] / build_wall:.2f} × a fresh build "
                 f"(target ≤ 0.10)" + "".join(f"; {name} changed {values[0]:.2f} s, {values[0] / build_wall:.2f} × (target ≤ 0.20)"
                                              for name, values in changed.items()))
    build_peak = median_row(samples["coursebook build"])[2]
    limit = 350 if size != "L" else 512
    check_limit = "; target < 5 s" if size == "L" else ""
    notes.append(f"{label}: build peak memory {build_peak:.0f} MiB (target ≤ {limit} MiB); `check` {check[0]:.2f} s{check_limit}; "
                 f"{attendance_rows(book):,} attendance rows")
    for run in range(args.runs):
        shutil.rmtree(os.path.join(scratch, f"site-{corpus}-{size}-{run}"), ignore_errors=True)
        shutil.rmtree(os.path.join(scratch, f"hugo-{corpus}-{size}-{run}"), ignore_errors=True)


def choices(text, allowed, what):
    """The comma-separated `text` as a list, stopping on a name not in `allowed`."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in allowed]
    if unknown or not names:
        raise SystemExit(f"bench: unknown {what} {', '.join(unknown) or repr(text)} (choose from {', '.join(allowed)})")
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "S,M"))
    parser.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_RUNS", "5")))
    parser.add_argument("--corpora", default=os.environ.get("BENCH_CORPORA", "ours,shared"))
    parser.add_argument("--shared", default=os.path.normpath(os.path.join(ROOT, "..", "shared", "bench")),
                        help="the folder with the shared corpus's generators (default ../shared/bench next to the repository)")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "coursebook"))
    parser.add_argument("--results", default=os.path.join(ROOT, "Benchmarks", "RESULTS.md"))
    parser.add_argument("--settle", type=float, default=float(os.environ.get("BENCH_SETTLE", "65")))
    args = parser.parse_args()
    sizes = choices(args.sizes, list(SIZES), "size")
    corpora = choices(args.corpora, CORPORA, "corpus")
    scripts = shared_scripts(args.shared) if "shared" in corpora else None
    tools = ensure_tools()
    cache = os.path.join(ROOT, ".build", "bench")
    os.makedirs(cache, exist_ok=True)

    def inputs(corpus, size):
        return prepare(size, cache) if corpus == "ours" else prepare_shared(size, cache, scripts)

    scratch = tempfile.mkdtemp(prefix="coursebook-bench-", dir=cache)
    rows = []
    notes = []
    try:
        for size in sizes:
            for corpus in corpora:
                measure_corpus(corpus, size, *inputs(corpus, size), args, tools, scratch, rows, notes)
        if "M" in sizes:
            for corpus in corpora:
                start = serve_first_page(args.binary, inputs(corpus, "M")[0], args.runs)
                rows.append((corpus, "M", "coursebook serve: start until the first page", statistics.median(start), None, None, None, None))
                notes.append(f"- {corpus} M: `serve` answers the first page {statistics.median(start):.2f} s after it starts, "
                             f"median of {len(start)} (target < 1.5 s)")
                serve = serve_note_change(args.binary, inputs(corpus, "M")[0], scratch, args.runs)
                rows.append((corpus, "M", "coursebook serve: one-note change until reload", statistics.median(serve), None, None, None, None))
                notes.append(f"- {corpus} M: `serve` one-note change visible (note written → SSE reload event) after {1000 * statistics.median(serve):.0f} ms "
                             f"median of {len(serve)} (target < 100 ms)")
        help_runs = [measure([args.binary, "--help"]) for _ in range(max(args.runs, 10))]
        rows.append(("-", "-", "coursebook --help (start-up)", *median_row(help_runs), None, None))
        notes.append(f"- `coursebook --help` start-up {1000 * median_row(help_runs)[0]:.0f} ms (target < 20 ms; GNU time has 10 ms resolution)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    table = ["| corpus | size | what | wall s | CPU s | peak MiB | pages/s | Markdown MB/s |", "|---|---|---|---:|---:|---:|---:|---:|"]
    for corpus, size, name, wall, cpu, peak, pages_per_s, mb_per_s in rows:
        table.append(f"| {corpus} | {size} | {name} | {wall:.3f} | {'' if cpu is None else f'{cpu:.2f}'} | {'' if peak is None else f'{peak:.0f}'} | {'' if pages_per_s is None else f'{pages_per_s:.0f}'} | {'' if mb_per_s is None else f'{mb_per_s:.1f}'} |")
    command = f"make bench BENCH_SIZES={','.join(sizes)} BENCH_RUNS={args.runs} BENCH_CORPORA={','.join(corpora)}"
    described = {"ours": "`ours` is the book of `Benchmarks/generate-book.py`",
                 "shared": "`shared` is the corpus of `../shared/bench/` (`gen_corpus.py` small/medium/large for S/M/L, its book from `to_book.py`)"}
    report = "\n".join(["# Benchmark results", "",
                        f"Produced by `{command}` on this machine ({os.cpu_count()} cores); medians of {args.runs} runs, runs alternated between tools. "
                        f"Corpora: {'; '.join(described[corpus] for corpus in corpora)}. Markdown MB/s is each tool's own input "
                        "(the book's pages and notes, the Hugo site's content, the concatenation for `cmark`).", "",
                        *table, "", *notes, ""])
    print(report)
    # Hand-written notes (profiles, one-off measurements) follow the marker and survive a re-run.
    kept = ""
    if os.path.exists(args.results):
        with open(args.results) as handle:
            previous = handle.read()
        if NOTES_MARKER in previous:
            kept = previous[previous.index(NOTES_MARKER):]
    with open(args.results, "w") as handle:
        handle.write(report + ("\n" + kept if kept else ""))


if __name__ == "__main__":
    main()
