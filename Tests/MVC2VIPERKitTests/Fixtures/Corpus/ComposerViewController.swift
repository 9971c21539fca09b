import Combine
import UIKit

struct Draft: Equatable {
    var text: String
}

final class DraftStore {
    static let shared = DraftStore()
    @Published var current = Draft(text: "")
    func save(_ draft: Draft) async throws {}
}


final class ComposerViewController: UIViewController {
    private lazy var sendButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
        return button
    }()

    private lazy var textView = UITextView()
    private let store = DraftStore.shared
    private var bag = Set<AnyCancellable>()
    @Published private var isSending = false

    override func loadView() {
        super.loadView()
        view.addSubview(textView)
        view.addSubview(sendButton)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$current
            .receive(on: DispatchQueue.main)
            .sink { [weak self] draft in
                self?.textView.text = draft.text
            }
            .store(in: &bag)
        $isSending
            .sink { [weak self] sending in self?.sendButton.isEnabled = !sending }
            .store(in: &bag)
    }

    @objc private func sendTapped() {
        isSending = true
        Task {
            do {
                try await store.save(Draft(text: textView.text))
                dismiss(animated: true)
            } catch {
                isSending = false
            }
        }
    }
}

private extension ComposerViewController {
    func resetDraft() {
        textView.text = ""
    }
}
