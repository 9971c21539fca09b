#!/usr/bin/env bash
# Measures the migration of a generated massive controller with a release build: wall time and peak memory.
# Usage: Scripts/benchmark.sh [N…]  (N screens: 2N actions)   (default 300 and 2620: 600 actions, about 5,700 lines, and 5,240 actions,
# about 50,000 lines)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product mvc2viper > /dev/null

sizes=("$@")
[ "${#sizes[@]}" -gt 0 ] || sizes=(300 2620)
for actions in "${sizes[@]}"; do
python3 - "$actions" > "$work/MassiveViewController.swift" <<'PY'
import sys
actions = int(sys.argv[1])
print("""import UIKit

struct Entry {
    let title: String
    let date: Date
}

protocol EntryService {
    func loadEntries(completion: @escaping ([Entry]) -> Void)
    func save(_ entry: Entry) -> Bool
}

final class EntryServiceImplementation: EntryService {
    func loadEntries(completion: @escaping ([Entry]) -> Void) { completion([]) }
    func save(_ entry: Entry) -> Bool { true }
}

final class MassiveViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var statusLabel: UILabel!
    private let entryService: EntryService = EntryServiceImplementation()
    private var entries: [Entry] = []
    private var selectedTab = 0
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        entryService.loadEntries { [weak self] entries in
            self?.entries = entries
            self?.tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = entries[indexPath.row].title
        return cell
    }
""")
for index in range(actions):
    print(f"""
    @IBAction func action{index}Tapped(_ sender: UIButton) {{
        // Action {index}: opens a screen chosen by the selected tab.
        switch selectedTab {{
        case 0:
            let screen = UIViewController()
            screen.title = "Screen {index}"
            navigationController?.pushViewController(screen, animated: true)
        default:
            present(UIViewController(), animated: true)
        }}
    }}

    @IBAction func save{index}Tapped(_ sender: UIButton) {{
        let entry = Entry(title: titleField.text ?? "", date: Date())
        if entryService.save(entry) {{
            statusLabel.text = "Saved " + formatter.string(from: entry.date)
        }}
    }}""")
print("}")
PY

lines=$(wc -l < "$work/MassiveViewController.swift")
/usr/bin/time -v .build/release/mvc2viper "$work/MassiveViewController.swift" --out "$work/Modules" --dry-run > /dev/null 2> "$work/time.txt" || {
    cat "$work/time.txt" >&2
    exit 1
}
seconds=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
kilobytes=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
echo "controller: $lines lines, $((actions * 2)) actions"
echo "wall time:  $seconds (m:ss)"
echo "peak RSS:   $((kilobytes / 1024)) MB"
done
