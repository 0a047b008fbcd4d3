import UIKitCompatibility
import XCTest

/// `topLayoutGuide` and `bottomLayoutGuide` agree with the safe area, as UIKit's deprecation
/// says they do: "Use view.safeAreaLayoutGuide.topAnchor instead of
/// topLayoutGuide.bottomAnchor". Apple's docs: the top guide "indicates the highest
/// vertical extent for content that you don't want to appear behind a translucent or
/// transparent UIKit bar", and "the value of this property is, specifically, the value of
/// the length property" of the guide.
@available(*, deprecated, message: "tests the deprecated guides on purpose")
final class LayoutSupportTests: XCTestCase {
    @MainActor
    private static func laidOut(width: CGFloat, height: CGFloat) -> (UIViewController, UIView, UIView) {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let header = UIView()
        let footer = UIView()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            header.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalToConstant: 44),
            footer.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -8),
            footer.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalTo: controller.bottomLayoutGuide.heightAnchor, constant: 30),
        ])
        controller.view.layoutIfNeeded()
        return (controller, header, footer)
    }

    /// The guides' lengths are the safe area's insets, and views pinned to them land where
    /// views pinned to the safe-area guide do, at any size.
    func testTheGuidesFollowTheSafeArea() {
        MainActor.assumeIsolated {
            for (width, height) in [(CGFloat(390), CGFloat(844)), (1024, 768), (320, 200)] {
                let (controller, header, footer) = Self.laidOut(width: width, height: height)
                let insets = controller.view.safeAreaInsets
                let safe = controller.view.safeAreaLayoutGuide.layoutFrame
                XCTAssertEqual(controller.topLayoutGuide.length, insets.top)
                XCTAssertEqual(controller.bottomLayoutGuide.length, insets.bottom)
                XCTAssertEqual(header.frame.minY, safe.minY + 8, "at \(width)x\(height)")
                XCTAssertEqual(footer.frame.maxY, safe.maxY - 8, "at \(width)x\(height)")
                XCTAssertEqual(footer.frame.height, insets.bottom + 30, "the height anchor is the length")
            }
        }
    }

    /// Asking again gives the same band: one guide of each kind in the view, however often
    /// code reads them.
    func testTheGuidesAreMadeOncePerView() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            XCTAssertEqual(controller.topLayoutGuide.length, controller.view.safeAreaInsets.top)
            XCTAssertEqual(controller.view.layoutGuides.count, 0, "reading the length adds nothing")
            for _ in 0..<5 {
                _ = controller.topLayoutGuide.topAnchor
                _ = controller.bottomLayoutGuide.bottomAnchor
            }
            let names = controller.view.layoutGuides.map(\.identifier).sorted()
            XCTAssertEqual(names, ["bottomLayoutGuide", "topLayoutGuide"])
        }
    }
}

/// `UITableViewController`, "a view controller that specializes in managing a table view"
/// (Apple's docs), whose `tableView` is its view: here a vertically scrolling scroll view.
final class TableViewControllerTests: XCTestCase {
    func testTheControllersViewIsItsTable() {
        MainActor.assumeIsolated {
            let controller = UITableViewController(style: .grouped)
            XCTAssertTrue(controller.view is UITableView)
            XCTAssertTrue(controller.tableView === controller.view)
            XCTAssertEqual(controller.tableView.style, .grouped)
            XCTAssertEqual(UITableViewController().tableView.style, .plain)
            let plain: UIViewController = UITableViewController()
            XCTAssertTrue(plain is UITableViewController, "the check PullUpController makes")
            XCTAssertFalse(UIViewController() is UITableViewController)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
            controller.tableView = table
            XCTAssertTrue(controller.view === table)
        }
    }

    /// UIKit's `UITableViewController` declares `init(nibName:bundle:)` beside
    /// `init(style:)`, and "Sets the data source and the delegate of the table view to
    /// `self`" (Apple's docs): a subclass overriding that initializer gets a plain table
    /// whose data source and delegate are the controller.
    func testASubclassOverridingInitNibNameGetsAPlainTable() {
        final class Detail: UITableViewController {
            var ranOwnInit = false
            override init(nibName: String?, bundle: Bundle?) {
                super.init(nibName: nibName, bundle: bundle)
                ranOwnInit = true
            }
            required init?(coder: NSCoder) { nil }
        }
        MainActor.assumeIsolated {
            let detail = Detail(nibName: nil, bundle: nil)
            XCTAssertTrue(detail.ranOwnInit)
            XCTAssertEqual(detail.tableView.style, .plain)
            XCTAssertTrue(detail.tableView.dataSource === detail)
            XCTAssertTrue(detail.tableView.delegate === detail)
        }
    }
}
