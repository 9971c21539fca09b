import UIKit

/// One story, opened from the feed.
final class FeedDetailViewController: UIViewController {
    var item: FeedItem?

    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item?.title
        summaryLabel.numberOfLines = 0
        summaryLabel.text = item?.summary
        view.addSubview(summaryLabel)
    }
}
