// swift-format-ignore-file
//
//  OverlayContainerView.swift
//  OverlayContainer
//
//  Created by Gaétan Zanella on 14/11/2018.
//

import UIKit

class OverlayContainerView: PassThroughView {}
