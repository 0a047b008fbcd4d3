// swift-format-ignore-file
//
//  OverlayTranslationView.swift
//  OverlayContainer
//
//  Created by Gaétan Zanella on 14/11/2018.
//

import UIKit

class OverlayTranslationContainerView: PassThroughView {}
