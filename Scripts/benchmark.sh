#!/usr/bin/env bash
# Measures the migration of a generated massive controller with a release build, against a parse-only pass of the
# same file in the same run (the hidden `dashboard --parse-only`, one job): wall time and peak memory of each, their
# ratio, and time per line relative to the smallest size — the growth curve.
# Usage: [MVC2VIPER_BINARY=…] Scripts/benchmark.sh [N…]  (N screens: 2N actions; default 50 100 300 1000 2620: about 1,000, 2,000,
# 5,750, 19,000 and 50,000 lines)
set -euo pipefail
cd "$(dirname "$0")/.."
# $work, $binary, measure and best.
source Scripts/measure.sh
printf '%8s %8s %10s %10s %8s %12s %10s %10s\n' lines actions "parse s" "migrate s" ratio "µs per line" growth "MB (×parse)"
first=""

sizes=("$@")
[ "${#sizes[@]}" -gt 0 ] || sizes=(50 100 300 1000 2620)
for actions in "${sizes[@]}"; do
rm -rf "$work/input" && mkdir -p "$work/input"
python3 - "$actions" > "$work/input/MassiveViewController.swift" <<'PY'
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

lines=$(wc -l < "$work/input/MassiveViewController.swift")
# Each measured after a first run of its own (the file and the binary's pages warm), the faster of two.
read -r parse parseKB <<< "$(best "$binary" dashboard "$work/input" --parse-only --jobs 1)"
read -r migrate migrateKB <<< "$(best "$binary" "$work/input/MassiveViewController.swift" --out "$work/Modules" --dry-run --no-project --jobs 1)"
perLine=$(python3 -c "print(round($migrate / $lines * 1e6))")
[ -n "$first" ] || first=$perLine
python3 -c "
p, m, kb, pkb = $parse, $migrate, $migrateKB, $parseKB
print(f'{$lines:8d} {$((actions * 2)):8d} {$parse:10.3f} {m:10.2f} {m / p:7.0f}x {$perLine:12d} {$perLine / $first:9.2f}x {kb // 1024:6d} ({kb / pkb:.1f}x)')"
done
