import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A cell subclass written as UIKit code writes one: its own `init(frame:)`, a label in the
/// content view, and a restyle on selection through an `isSelected` override.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        contentView.backgroundColor = .systemGray
        let selection = UIView()
        selection.backgroundColor = .systemBlue
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { titleLabel.textColor = isSelected ? .white : .black }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A photo strip as UIKit code writes one: a lazily made horizontal collection view with a
/// flow layout, the controller its data source and flow-layout delegate.
final class PhotoStripController: UIViewController {
    let titles = (1...40).map { "Photo \($0)" }
    var opened: [String] = []

    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 120)
    }
}

extension PhotoStripController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: collectionView.bounds.height)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(titles[indexPath.item])
    }
}

/// A custom layout as UIKit code writes one: a vertical stack of full-width rows.
final class StackLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 60
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: 0, y: CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

/// UIKit collection-view code compiled against the compatibility names, run in a window.
final class UICollectionViewSnippetTests: XCTestCase {
    func testAFlowLayoutStripShowsItsCellsAndATapOpensAnItem() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 375, height: 400), clock: VirtualClock())
            let strip = PhotoStripController()
            window.rootViewController = strip
            window.tick()
            let collectionView = strip.collectionView
            // Horizontal flow: one 100-point column per item, 8 apart, after a 16-point inset.
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 16 + 40 * 100 + 39 * 8 + 16, height: 120))
            let visible = collectionView.indexPathsForVisibleItems.map(\.item)
            XCTAssertEqual(visible, [0, 1, 2, 3], "16 + 3 * 108 = 340 < 375: four columns meet the width")
            XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0 is PhotoCell })
            let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! PhotoCell
            XCTAssertEqual(second.frame, CGRect(x: 124, y: 0, width: 100, height: 120))
            XCTAssertEqual(second.titleLabel.text, "Photo 2")

            // A tap on the second photo selects it: the didSet restyles, the delegate hears.
            window.send(.pointerDown(CGPoint(x: 170, y: 160)))
            window.send(.pointerUp(CGPoint(x: 170, y: 160)))
            window.tick()
            XCTAssertEqual(strip.opened, ["Photo 2"])
            XCTAssertTrue(second.isSelected)
            XCTAssertEqual(second.titleLabel.textColor, .white)
            XCTAssertIdentical(second.selectedBackgroundView?.superview, second, "the selection shows")

            collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .right, animated: false)
            window.tick()
            // The last item's right edge at the right of the view; the section inset stays beyond.
            XCTAssertEqual(collectionView.contentOffset.x, 16 + 39 * 108 + 100 - 375)
            XCTAssertEqual(collectionView.indexPathsForVisibleItems.last?.item, 39)
            XCTAssertLessThanOrEqual(Set(collectionView.visibleCells.map(ObjectIdentifier.init)).count, 5)
        }
    }

    func testACustomLayoutSubclassPlacesTheCells() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 320, height: 300), clock: VirtualClock())
            let strip = PhotoStripController()
            let layout = StackLayout()
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
            collectionView.dataSource = strip
            window.rootView.addSubview(collectionView)
            window.tick()
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 2400))
            XCTAssertEqual(collectionView.visibleCells.count, 5)
            XCTAssertEqual(
                collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame,
                CGRect(x: 0, y: 240, width: 320, height: 60))
        }
    }
}
