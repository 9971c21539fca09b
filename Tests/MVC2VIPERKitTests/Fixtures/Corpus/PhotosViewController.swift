import UIKit

struct Photo: Decodable {
    let id: String
    let title: String
    let thumbnailURL: URL
}

final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
}

final class PhotoService {
    func photos(in album: String, completion: @escaping ([Photo]) -> Void) {
        completion([])
    }
}

final class PhotosViewController: UICollectionViewController {
    var albumID = ""
    private var photos: [Photo] = []
    private let service = PhotoService()
    private let dateFormatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reloadTapped))
        loadPhotos()
    }

    @objc private func reloadTapped() {
        loadPhotos()
    }

    private func loadPhotos() {
        service.photos(in: albumID) { [weak self] photos in
            self?.photos = photos
            self?.collectionView.reloadData()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        if let photoCell = cell as? PhotoCell {
            photoCell.titleLabel.text = photos[indexPath.item].title
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let photo = photos[indexPath.item]
        let detail = UIViewController()
        detail.title = photo.title
        navigationController?.pushViewController(detail, animated: true)
    }
}
