// swift-format-ignore-file
//
//  FlipHorizontalAnimation.swift
//  Presentr
//
//  Created by Falko Buttler on 10/2/17.
//
// Inspired by https://stackoverflow.com/questions/12565204/smooth-horizontal-flip-using-catransform3dmakerotation

import Foundation
import UIKit // PORT: on Linux, Foundation alone declares its own CGRect and CGPoint, not UIKit's

public class FlipHorizontalAnimation: PresentrAnimation {
    
    override public func performAnimation(using transitionContext: PresentrTransitionContext) {
		// PORT: no zPosition or 3D layer transforms (CATransform3D with perspective) here. A
		// quarter turn about the vertical axis, seen head on, is a horizontal scale by
		// cos(angle): edge-on at the half-way point. The presented view is above the chrome
		// already (it is added last), which is what the zPosition was for.
		let edgeOn = CGAffineTransform(scaleX: 0.001, y: 1)
		transitionContext.toView?.transform = edgeOn
        UIView.animate(withDuration: 0.6, delay: 0, options: .curveLinear, animations: {
            transitionContext.fromView?.transform = edgeOn // PORT: the 2D projection of the 3D turn
        }) { _ in
            UIView.animate(withDuration: 0.6, delay: 0, options: .curveLinear, animations: {
                transitionContext.toView?.transform = .identity // PORT: a turn about a zero axis is none
            }) { _ in }
        }
    }
    
}

