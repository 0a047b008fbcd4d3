// swift-format-ignore-file
//
//  BackgroundView.swift
//  Pods
//
//  Created by Daniel Lozano Valdés on 3/20/17.
//
//

import UIKit

class PassthroughView: UIView {

    var shouldPassthrough = true

	var passthroughViews: [UIView] = []

    override func hitTest(_ point: CGPoint) -> UIView? { // PORT: the engine's hit test takes no UIEvent
        var view = super.hitTest(point) // PORT: no UIEvent

        if view == self && shouldPassthrough {
            for passthroughView in passthroughViews {
                view = passthroughView.hitTest(convert(point, to: passthroughView)) // PORT: no UIEvent
                if view != nil {
                    break
                }
            }
        }

        return view
    }

}
