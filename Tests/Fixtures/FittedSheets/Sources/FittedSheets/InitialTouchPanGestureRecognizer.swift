// swift-format-ignore-file
//
//  InitialTouchPanGestureRecognizer.swift
//  FittedSheets
//
//  Created by Gordon Tucker on 8/27/18.
//  Copyright © 2018 Gordon Tucker. All rights reserved.
//
#if os(iOS) || os(tvOS) || os(watchOS) || os(Linux)
import UIKit // PORT: was `import UIKit.UIGestureRecognizerSubclass`, a Clang submodule of Objective-C headers; a Swift module has none, and the subclass API is in UIKit here.

class InitialTouchPanGestureRecognizer: UIPanGestureRecognizer {
    var initialTouchLocation: CGPoint?
    
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        initialTouchLocation = touches.first?.location(in: view)
    }
}
#endif
