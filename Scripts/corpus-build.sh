#!/usr/bin/env bash
# Rebuilds the development corpus (Corpus/manifest.json) from repository snapshots: for each app, every Swift file,
# storyboard and xib of the repository at the manifest's commit (Pods/ and Carthage/ left out) is written to
# <out>/<owner>+<name>/<path>, whole projects because the tool indexes a whole project. Blob by blob through
# `git cat-file --batch`; nothing is checked out or built. Idempotent: unchanged files are left alone, files no
# longer in the tree are removed. An app whose snapshot is absent is skipped with one line saying what to fetch.
# Never CI: the corpus holds the apps' code, which is not ours to commit (.corpus/ is gitignored).
# Usage: bash Scripts/corpus-build.sh [out]   (default: .corpus/ at the repository root)
# Environment: CORPUS_MIRROR (default /work/.mirror), the folder holding the snapshots (<owner>+<name>/…);
# CORPUS_RESERVED (default /work/shared/corpus-reserved.txt), the repositories reserved for acceptance: an app that
# is one of them or bears one's name (a fork or copy) is refused, and a file that cites one (owner/name) is left out.
set -euo pipefail
if [ -n "${1:-}" ]; then
    mkdir -p "$1"
    out="$(cd "$1" && pwd)"
fi
cd "$(dirname "$0")/.."
out="${out:-.corpus}"
mirror="${CORPUS_MIRROR:-/work/.mirror}"
reserved="${CORPUS_RESERVED:-/work/shared/corpus-reserved.txt}"
mkdir -p "$out"

python3 - "Corpus/manifest.json" "$out" "$mirror" "$reserved" <<'PY'
import json
import os
import re
import subprocess
import sys
import threading

manifest_path, out, mirror, reserved_path = sys.argv[1:5]
manifest = json.load(open(manifest_path))
KEEP = (".swift", ".storyboard", ".xib")
reserved = []
if os.path.isfile(reserved_path):
    reserved = [line.strip() for line in open(reserved_path) if line.strip() and not line.startswith("#")]
reserved_lower = {r.lower() for r in reserved}
# A reserved repository's name marks a fork or copy when it says more than "iOS" or "ios-app" (owncloud/ios-app is
# reserved, ProtonVPN/ios-app is not).
reserved_names = {r.split("/", 1)[-1].lower() for r in reserved
                  if re.sub(r"ios|app|[-_. ]", "", r.split("/", 1)[-1].lower())}
reserved_cites = [r.lower().encode() for r in reserved if "/" in r]


def is_reserved(repo):
    return repo.lower() in reserved_lower or repo.split("/", 1)[-1].lower() in reserved_names


def cites_reserved(body):
    lower = body.lower()
    return any(r in lower for r in reserved_cites)


def skipped_path(path):
    parts = path.split("/")
    return any(p in ("Pods", "Carthage") for p in parts[:-1]) or any(p in ("", ".", "..") for p in parts)


def gitdir_for(repo):
    owner, name = repo.split("/", 1)
    base = os.path.join(mirror, f"{owner}+{name}")
    if not os.path.isdir(base):
        return None
    for candidate in (os.path.join(base, "repo"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    for root, dirs, files in os.walk(base):
        if "HEAD" in files and "objects" in dirs and "refs" in dirs:
            return root
    return None


def has_commit(gitdir, commit):
    return subprocess.run(["git", "--git-dir", gitdir, "cat-file", "-e", commit + "^{commit}"],
                          capture_output=True).returncode == 0


def tree(gitdir, commit):
    raw = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit], capture_output=True,
                         check=True).stdout
    for rec in raw.split(b"\0"):
        if not rec:
            continue
        meta, path = rec.split(b"\t", 1)
        mode, kind, sha = meta.split()
        path = path.decode("utf-8", "surrogateescape")
        if kind == b"blob" and mode != b"120000" and path.endswith(KEEP) and not skipped_path(path):
            yield path, sha.decode()


def blobs(gitdir, shas):
    """Yields (sha, bytes or None when the snapshot lacks the blob), in order, through one cat-file --batch."""
    proc = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)

    def feed():
        try:
            for sha in shas:
                proc.stdin.write((sha + "\n").encode())
            proc.stdin.close()
        except BrokenPipeError:
            pass

    feeder = threading.Thread(target=feed)
    feeder.start()
    for sha in shas:
        header = proc.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            yield sha, None
            continue
        body = proc.stdout.read(int(header[2]))
        proc.stdout.read(1)
        yield sha, body
    feeder.join()
    proc.wait()


totals = {"apps": 0, "skipped": 0, "files": 0, "written": 0, "unchanged": 0, "removed": 0, "absent": 0,
          "cites": 0, "controllers": 0, "controllers_missing": 0, "lines": 0}
refused = set()
for app in manifest["apps"]:
    repo, commit = app["repository"], app["commit"]
    if is_reserved(repo):
        print(f"refused {repo}: reserved for acceptance ({reserved_path}); remove it from the manifest")
        refused.add(repo.replace("/", "+"))
        totals["skipped"] += 1
        continue
    gitdir = gitdir_for(repo)
    if gitdir is None:
        print(f"skipped {repo}: no snapshot under {mirror}; fetch github:{repo} (commit {commit[:12]})")
        totals["skipped"] += 1
        continue
    if not has_commit(gitdir, commit):
        print(f"skipped {repo}: the snapshot in {gitdir} lacks commit {commit[:12]}; fetch github:{repo} again "
              f"or regenerate the manifest (python3 Corpus/generate-manifest.py --refresh)")
        totals["skipped"] += 1
        continue
    root = os.path.join(out, repo.replace("/", "+"))
    entries = list(tree(gitdir, commit))
    stamp = os.path.join(root, ".corpus-commit")
    wanted = {os.path.normpath(stamp)}
    written = unchanged = absent = cites = 0
    for (path, sha), (_, body) in zip(entries, blobs(gitdir, [s for _, s in entries])):
        if body is None:
            absent += 1
            continue
        if cites_reserved(body):
            cites += 1
            continue
        target = os.path.join(root, path)
        wanted.add(os.path.normpath(target))
        try:
            with open(target, "rb") as f:
                if f.read() == body:
                    unchanged += 1
                    continue
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            pass
        os.makedirs(os.path.dirname(target), exist_ok=True)
        tmp = target + ".corpus-tmp"
        with open(tmp, "wb") as f:
            f.write(body)
        os.replace(tmp, target)
        written += 1
    removed = 0
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        for name in filenames:
            full = os.path.normpath(os.path.join(dirpath, name))
            if full not in wanted:
                os.remove(full)
                removed += 1
        if dirpath != root and not os.listdir(dirpath):
            os.rmdir(dirpath)
    os.makedirs(root, exist_ok=True)
    if not os.path.isfile(stamp) or open(stamp).read() != commit + "\n":
        with open(stamp, "w") as f:
            f.write(commit + "\n")
    found = [c for c in app["controllers"] if os.path.isfile(os.path.join(root, c["path"]))]
    missing = len(app["controllers"]) - len(found)
    totals["apps"] += 1
    totals["files"] += len(wanted) - 1
    totals["written"] += written
    totals["unchanged"] += unchanged
    totals["removed"] += removed
    totals["absent"] += absent
    totals["cites"] += cites
    totals["controllers"] += len(found)
    totals["controllers_missing"] += missing
    totals["lines"] += sum({c["path"]: c["lines"] for c in found}.values())
    note = f", {absent} absent from the snapshot" if absent else ""
    note += f", {cites} left out for citing a reserved repository" if cites else ""
    note += f", {missing} controllers of the manifest missing" if missing else ""
    print(f"{repo} @ {commit[:12]}: {len(wanted) - 1} files ({written} written, {removed} removed{note}), "
          f"{len(found)} controllers")

# Folders of apps no longer in the manifest (only those this script wrote: they carry .corpus-commit).
listed = {a["repository"].replace("/", "+") for a in manifest["apps"]} - refused
for name in sorted(os.listdir(out)):
    folder = os.path.join(out, name)
    if name not in listed and os.path.isfile(os.path.join(folder, ".corpus-commit")):
        subprocess.run(["rm", "-rf", "--", folder], check=True)
        print(f"removed {folder}: no longer in the manifest")

print(f"corpus {out}: {totals['apps']} apps ({totals['skipped']} skipped), {totals['files']} files "
      f"({totals['written']} written, {totals['unchanged']} unchanged, {totals['removed']} removed, "
      f"{totals['absent']} absent from snapshots, {totals['cites']} citing a reserved repository), "
      f"{totals['controllers']} controllers "
      f"({totals['lines']} lines in their files)"
      + (f", {totals['controllers_missing']} controllers of the manifest missing" if totals["controllers_missing"] else ""))
PY
