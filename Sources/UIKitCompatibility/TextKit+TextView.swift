// TextKit 1 as a text view sees it: its container, layout manager and storage, one stack.
import Engine
import Foundation

/// `NSTextContainer`: the engine's `TextContainer` under UIKit's name.
public typealias NSTextContainer = TextContainer

extension TextContainer {
    /// The layout manager laying text out here (`layoutManager`); nil until the container is
    /// added to one. Weak, as in UIKit.
    public var layoutManager: NSLayoutManager? { layoutManagerObject as? NSLayoutManager }

    /// The regions, in container coordinates, where no text is laid out (`exclusionPaths`).
    /// Each line fragment takes the widest stretch of its line that no path's bounding box
    /// crosses: a line beside a rectangle runs in the space left next to it. UIKit also fills
    /// the stretch on the path's other side; here the narrower one stays empty. A text view
    /// draws its own lines around them, as its layout manager lays them out
    /// (`drawGlyphs(forGlyphRange:at:)` draws the same lines).
    public var exclusionPaths: [UIBezierPath] {
        get { exclusionPathObjects.compactMap { $0 as? UIBezierPath } }
        set {
            exclusionBounds = newValue.map(\.bounds)
            exclusionPathObjects = newValue
        }
    }

    /// Gives the container to `newLayoutManager` in place of its own (`replaceLayoutManager(_:)`).
    public func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        if let old = layoutManager, let index = old.textContainers.firstIndex(where: { $0 === self }) {
            old.removeTextContainer(at: index)
        }
        newLayoutManager.addTextContainer(self)
    }
}

extension TextView {
    /// The layout manager of the view's container (`layoutManager`): the one the container
    /// was given, or one the view makes with a storage of its text on first use.
    public var layoutManager: NSLayoutManager {
        if let manager = textContainer.layoutManager {
            if manager.textStorage == nil { NSTextStorage(string: text).addLayoutManager(manager) }
            retainTextKit(manager.textStorage)
            return manager
        }
        let storage = NSTextStorage(string: text)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(textContainer)
        retainTextKit(storage)
        return manager
    }

    /// The text the view shows, as a text storage (`textStorage`): editing it changes the
    /// view's text, and text typed or set on the view is in it when next read.
    public var textStorage: NSTextStorage {
        let manager = layoutManager
        _ = manager.currentLayout()
        return manager.textStorage ?? NSTextStorage(string: text)
    }

    /// Keeps the view's storage (which owns its layout manager, which owns the container)
    /// alive as long as the view: the container refers back to them weakly, as in UIKit.
    private func retainTextKit(_ storage: NSTextStorage?) {
        textKitOwner = storage
    }
}
