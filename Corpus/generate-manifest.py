#!/usr/bin/env python3
"""Writes Corpus/manifest.json from repository snapshots (bare git directories under /work/.mirror/).

Usage: python3 Corpus/generate-manifest.py owner/name[@commit] ... > Corpus/manifest.json
   or: python3 Corpus/generate-manifest.py --refresh Corpus/manifest.json   (same apps and commits, recomputed)

It reads the snapshots blob by blob (git ls-tree / git cat-file --batch), never checks anything out, and keeps
no code: the manifest holds paths, class names, line counts and traits. Controllers are classes whose superclass
is a UIKit view controller or, transitively, a class of the same app that is one; only files of 100 to 5,000 lines
outside tests, Pods/, Carthage/ and vendored code are listed. Traits are plain text signals (see TRAITS below).
Environment: CORPUS_MIRROR (default /work/.mirror).
"""
import json
import os
import re
import subprocess
import sys
import threading

MIRROR = os.environ.get("CORPUS_MIRROR", "/work/.mirror")
MIN_LINES, MAX_LINES = 100, 5000

UIKIT_BASES = {
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
    "UIAlertController", "UIDocumentBrowserViewController", "UIDocumentPickerViewController",
    "UIImagePickerController", "UIInputViewController", "UIActivityViewController", "UIReferenceLibraryViewController",
    "UIVideoEditorController", "UIFontPickerViewController", "UIColorPickerViewController",
    "SFSafariViewController", "AVPlayerViewController", "QLPreviewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "CNContactViewController", "CNContactPickerViewController",
    "PHPickerViewController", "MSMessagesAppViewController", "SLComposeServiceViewController",
    "QLPreviewingController", "ASDKViewController", "ASViewController", "FormViewController",
    "MessagesViewController", "ButtonBarPagerTabStripViewController", "SegmentedPagerTabStripViewController",
    "PagerTabStripViewController", "SLKTextViewController", "TabmanViewController", "PageboyViewController",
    "INUIAddVoiceShortcutViewController", "ASCredentialProviderViewController", "FloatingPanelController",
    # UIViewController subclasses of libraries the apps depend on (Roxas, DeltaCore, LoopKitUI, Tempura)
    "RSTLaunchViewController", "GameViewController", "ChartsTableViewController", "ViewControllerWithLocalState",
}
CONTAINERS = {"UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
              "ButtonBarPagerTabStripViewController", "SegmentedPagerTabStripViewController",
              "PagerTabStripViewController", "TabmanViewController", "PageboyViewController"}

SKIP_DIRS = re.compile(r"(^|/)(Pods|Carthage|\.build|SourcePackages|DerivedData|Vendor|vendor|ThirdParty|Third Party|"
                       r"third_party|External|Submodules)/")
BUILD_SKIP = re.compile(r"(^|/)(Pods|Carthage)/")
TEST_DIRS = re.compile(r"(^|/)[^/]*(Tests|Test|Specs|Mocks|Snapshot[^/]*|UITesting)(/|$)|Tests?\.swift$|Spec\.swift$")

CLASS_RE = re.compile(
    r"^[ \t]*(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|private|fileprivate|final|"
    r"nonisolated)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)",
    re.M)

# (trait, regex) over a controller's file; app-level traits are the union over all the app's Swift files.
TRAITS = [
    ("list", r"UITableView|UICollectionView|NSDiffableDataSource|UITableViewDiffableDataSource|ListAdapter|ASTableNode"),
    ("form", r"UITextField|UITextView\b|UIDatePicker|UIPickerView|UIStepper|FormViewController|<<<"),
    ("web", r"WKWebView|SFSafariViewController|UIWebView|WKNavigationDelegate"),
    ("map", r"MKMapView|GMSMapView|MGLMapView|MapboxMaps|CLLocationManager|MKAnnotation"),
    ("media", r"AVPlayer|AVAudio|AVCapture|UIImagePickerController|PHPicker|PHAsset|AVAsset|MPMediaItem|AudioKit|"
              r"AVSpeechSynthesizer|MPNowPlayingInfo"),
    ("login", r"(?i)\blog[ _-]?in\b|sign[ _-]?in\b|\bpassword|passcode|\bauthenticat|biometr|LAContext"),
    ("storyboard", r"@IBOutlet|@IBAction|instantiateViewController|performSegue|prepare\(for segue"),
    ("code-only-layout", r"NSLayoutConstraint|\.snp\.|\.anchor\b|(?:leading|trailing|top|bottom|width|height|centerX|"
                         r"centerY)Anchor|translatesAutoresizingMaskIntoConstraints|PinLayout|\.pin\."),
    ("core-data", r"NSFetchRequest|NSManagedObject|NSFetchedResultsController|NSPersistentContainer"),
    ("realm", r"import RealmSwift|import Realm\b|\bRealm\(|\btry! Realm|realm\.write|realm\.objects"),
    ("urlsession", r"URLSession|URLRequest"),
    ("alamofire", r"import Alamofire|\bAF\.request|Alamofire\.|\bSession\.default\.request"),
    ("moya", r"import Moya|MoyaProvider"),
    ("rxswift", r"import RxSwift|import RxCocoa|\.rx\.|DisposeBag|BehaviorRelay"),
    ("reactiveswift", r"import ReactiveSwift|import ReactiveCocoa|SignalProducer|\.reactive\."),
    ("reactorkit", r"import ReactorKit|: *View\b.*Reactor|ReactorKit"),
    ("combine", r"import Combine|AnyCancellable|\.sink\s*[({]|@Published|PassthroughSubject|CurrentValueSubject"),
    ("async-await", r"\bawait\b|\)\s*async\b|\basync\s+throws\b|Task\s*\{|@MainActor"),
    ("gcd", r"DispatchQueue|OperationQueue"),
    ("notifications", r"NotificationCenter"),
    ("kvo", r"\.observe\(\\|addObserver\([^)]*forKeyPath"),
    ("delegate", r"weak var delegate|delegate\?\."),
    ("alerts", r"UIAlertController|UIAlertAction"),
    ("navigation", r"pushViewController|present\(|performSegue|popViewController|dismiss\("),
    ("timer", r"\bTimer\b|CADisplayLink"),
    ("user-defaults", r"UserDefaults"),
    ("keychain", r"Keychain|SecItem"),
    ("swiftui-bridge", r"UIHostingController|import SwiftUI"),
    ("snapkit", r"import SnapKit|\.snp\."),
]
TRAITS = [(t, re.compile(p)) for t, p in TRAITS]

NAME_TRAITS = [
    ("settings", re.compile(r"Setting|Preference|Option|Config", re.I)),
    ("detail", re.compile(r"Detail|Info\b|Viewer|Profile", re.I)),
    ("chat", re.compile(r"Chat|Message|Conversation|Messenger|Inbox|Thread", re.I)),
    ("login", re.compile(r"Login|SignIn|SignUp|Auth|Onboard|Welcome|Password|Passcode|Unlock|Register", re.I)),
    ("search", re.compile(r"Search", re.I)),
    ("list", re.compile(r"List|Feed|Table|Browser", re.I)),
    ("form", re.compile(r"Edit|Form|Compose|Create|Add[A-Z]|New[A-Z]|Input", re.I)),
    ("web", re.compile(r"Web|Browser|Safari", re.I)),
    ("map", re.compile(r"Map\b|Map[A-Z]|Location", re.I)),
    ("media", re.compile(r"Player|Video|Audio|Photo|Camera|Image|Gallery|Media|Scan", re.I)),
]
APP_TEXT_TRAITS = {"core-data", "realm", "urlsession", "alamofire", "moya", "rxswift", "reactiveswift", "reactorkit",
                   "combine", "async-await", "snapkit", "swiftui-bridge", "keychain", "web", "map", "media"}
CHAT_TEXT = re.compile(r"MessagesViewController|InputBarAccessoryView|MessageKit|ChatViewController|messageInputBar")


def git(gitdir, *args, data=None):
    return subprocess.run(["git", "--git-dir", gitdir, *args], input=data, capture_output=True, check=True).stdout


def gitdir_for(repo):
    owner, name = repo.split("/", 1)
    base = os.path.join(MIRROR, f"{owner}+{name}")
    for candidate in (os.path.join(base, "repo"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    if os.path.isdir(base):
        for root, dirs, files in os.walk(base):
            if "HEAD" in files and "objects" in dirs:
                return root
    return None


def read_blobs(gitdir, shas):
    """sha -> bytes (missing blobs are left out), through one git cat-file --batch."""
    out = {}
    if not shas:
        return out
    proc = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    feeder = threading.Thread(target=lambda: (proc.stdin.write("".join(s + "\n" for s in shas).encode()),
                                              proc.stdin.close()))
    feeder.start()
    for sha in shas:
        header = proc.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            continue
        size = int(header[2])
        body = proc.stdout.read(size)
        proc.stdout.read(1)
        out[sha] = body
    feeder.join()
    proc.wait()
    return out


def tree(gitdir, commit):
    entries = []
    for rec in git(gitdir, "ls-tree", "-r", "-z", commit).split(b"\0"):
        if not rec:
            continue
        meta, path = rec.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode != b"120000":
            entries.append((path.decode("utf-8", "replace"), sha.decode()))
    return entries


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def reserved():
    path = os.environ.get("CORPUS_RESERVED", "/work/shared/corpus-reserved.txt")
    if not os.path.isfile(path):
        return set()
    return {line.strip().lower() for line in open(path) if line.strip() and not line.startswith("#")}


def analyse(repo, commit=None):
    taken = reserved()
    # a reserved name marks a fork or copy when it says more than "iOS" or "ios-app" (owncloud/ios-app is reserved,
    # ProtonVPN/ios-app is not)
    names = {r.split("/", 1)[-1] for r in taken if re.sub(r"ios|app|[-_. ]", "", r.split("/", 1)[-1])}
    if repo.lower() in taken or repo.split("/", 1)[-1].lower() in names:
        sys.exit(f"{repo} is reserved for acceptance (or bears a reserved repository's name): never in this corpus")
    gitdir = gitdir_for(repo)
    if gitdir is None:
        sys.exit(f"no snapshot of {repo} under {MIRROR}: fetch github:{repo}")
    commit = commit or git(gitdir, "rev-parse", "HEAD").decode().strip()
    entries = tree(gitdir, commit)
    swift = [(p, s) for p, s in entries if p.endswith(".swift") and not BUILD_SKIP.search(p)]
    blobs = read_blobs(gitdir, [s for _, s in swift])
    every = {p: blobs[s].decode("utf-8", "replace") for p, s in swift if s in blobs}
    # Superclasses are read from every Swift file (vendored ones too); controllers and traits from the app's own.
    # A file citing a reserved repository (owner/name) may be a copy of its code: left out, as the build script does.
    cites = [r for r in taken if "/" in r]
    every = {p: t for p, t in every.items() if not any(r in t.lower() for r in cites)}
    texts = {p: t for p, t in every.items() if not SKIP_DIRS.search(p)}

    supers = {}   # class -> superclass (first inherited name)
    decls = []    # (path, class)
    for path, text in every.items():
        for m in CLASS_RE.finditer(strip_comments(text)):
            name, qualified = m.group(1), m.group(3)
            sup = qualified.split(".")[-1]
            if sup == name:       # class GameViewController: DeltaCore.GameViewController
                sup = qualified
            supers.setdefault(name, sup)
            if path in texts:
                decls.append((path, name))

    def chain(name):
        seen = []
        while name in supers and name not in seen and len(seen) < 20:
            seen.append(name)
            name = supers[name]
        return seen, name

    app_traits = set()
    for text in texts.values():
        for t, rx in TRAITS:
            if t in APP_TEXT_TRAITS and rx.search(text):
                app_traits.add(t)
    paths = [p for p, _ in entries if not SKIP_DIRS.search(p)]
    storyboards = [p for p in paths if p.endswith(".storyboard") and "LaunchScreen" not in p and "Launch Screen" not in p]
    xibs = [p for p in paths if p.endswith(".xib") and "LaunchScreen" not in p]
    if storyboards:
        app_traits.add("storyboards")
    if xibs:
        app_traits.add("xibs")
    if not storyboards and not xibs:
        app_traits.add("code-only-layout")
    if any(p.endswith(".xcdatamodel") or ".xcdatamodeld/" in p for p in paths):
        app_traits.add("core-data")
    objc = [p for p in paths if p.endswith(".m")]
    if len(objc) > 20:
        app_traits.add("objc-mixed")
    if sum(1 for p in texts if re.search(r"Presenter\.swift$", p)) >= 5 and \
            sum(1 for p in texts if re.search(r"Interactor\.swift$", p)) >= 5:
        app_traits.add("viper-like")
    if sum(1 for p in texts if p.endswith("ViewModel.swift")) >= 5:
        app_traits.add("mvvm")
    if sum(1 for p in texts if p.endswith("Coordinator.swift")) >= 3:
        app_traits.add("coordinators")

    controllers, small, large = [], 0, 0
    for path, name in decls:
        names, root = chain(name)
        root = root.split(".")[-1]
        if root not in UIKIT_BASES:
            continue
        if TEST_DIRS.search(path):
            continue
        text = texts[path]
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if lines < MIN_LINES:
            small += 1
            continue
        if lines > MAX_LINES:
            large += 1
            continue
        traits = {t for t, rx in TRAITS if rx.search(text)}
        label = name + " " + os.path.basename(path)
        for t, rx in NAME_TRAITS:
            if rx.search(label):
                traits.add(t)
        if CHAT_TEXT.search(text):
            traits.add("chat")
        if root in CONTAINERS:
            traits.add("container")
        if root in ("UITableViewController", "UICollectionViewController"):
            traits.add("list")
        if len(names) > 1:
            traits.add("app-base-class")
        if "storyboard" in traits and "code-only-layout" in traits:
            traits.add("mixed-layout")
        controllers.append({"path": path, "class": name, "superclass": supers[name], "lines": lines,
                            "traits": sorted(traits)})
    controllers.sort(key=lambda c: (c["path"], c["class"]))
    if any("storyboard" in c["traits"] for c in controllers):
        app_traits.add("storyboards") if storyboards else None
    return {
        "repository": repo,
        "commit": commit,
        "traits": sorted(app_traits),
        "swiftFiles": len(texts),
        "storyboards": len(storyboards),
        "xibs": len(xibs),
        "skipped": {"under100Lines": small, "over5000Lines": large},
        "controllers": controllers,
    }


def main(argv):
    if argv[:1] == ["--refresh"]:
        old = json.load(open(argv[1]))
        specs = [(a["repository"], a["commit"]) for a in old["apps"]]
    else:
        specs = [(a.split("@")[0], a.split("@")[1] if "@" in a else None) for a in argv]
    apps = [analyse(repo, commit) for repo, commit in specs]
    manifest = {
        "description": "Development corpus of mvc2viper: public UIKit apps in Swift, their view controllers "
                       "(100 to 5,000 lines) and text-signal traits. No code of the apps is kept here; "
                       "Scripts/corpus-build.sh rebuilds .corpus/ from repository snapshots. The repositories of "
                       "/work/shared/corpus-reserved.txt (and forks or copies of them) are reserved for acceptance "
                       "and never part of this corpus.",
        "apps": apps,
    }
    # One controller a line: the manifest stays readable and its diffs small.
    out = ['{', f' "description": {json.dumps(manifest["description"])},', ' "apps": [']
    for i, app in enumerate(apps):
        out.append('  {')
        for key in ("repository", "commit", "traits", "swiftFiles", "storyboards", "xibs", "skipped"):
            out.append(f'   {json.dumps(key)}: {json.dumps(app[key], ensure_ascii=False)},')
        out.append('   "controllers": [')
        rows = [f'    {json.dumps(c, ensure_ascii=False)}' for c in app["controllers"]]
        out.append(",\n".join(rows))
        out.append('   ]')
        out.append('  }' + (',' if i < len(apps) - 1 else ''))
    out += [' ]', '}']
    text = "\n".join(line for line in out if line != "") + "\n"
    json.loads(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
