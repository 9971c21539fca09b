import UIKit

struct Message {
    let text: String
}

protocol ChatServiceDelegate: AnyObject {
    func chatService(_ service: ChatService, didReceive message: Message)
}

final class ChatService {
    weak var delegate: ChatServiceDelegate?
    func connect() {}
    func send(_ text: String) {}
}

final class ChatViewController: UIViewController, ChatServiceDelegate {
    @IBOutlet private weak var transcriptLabel: UILabel!
    @IBOutlet private weak var inputField: UITextField!
    private let chatService = ChatService()

    override func viewDidLoad() {
        super.viewDidLoad()
        chatService.delegate = self
        chatService.connect()
    }

    @IBAction private func sendTapped(_ sender: UIButton) {
        chatService.send(inputField.text ?? "")
        inputField.text = nil
    }

    func chatService(_ service: ChatService, didReceive message: Message) {
        transcriptLabel.text = (transcriptLabel.text ?? "") + "\n" + message.text
    }
}
