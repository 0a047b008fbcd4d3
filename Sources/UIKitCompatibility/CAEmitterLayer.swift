import Engine

// Core Animation's particle emitter under its own names: the layer, its cells and the
// string-valued option types UIKit code writes as `.line`, `.outline` or `.additive`.

/// `CAEmitterLayer` (`EmitterLayer`): a layer that emits, animates and draws particles.
public typealias CAEmitterLayer = EmitterLayer
/// `CAEmitterCell` (`EmitterCell`): one kind of particle an emitter layer emits.
public typealias CAEmitterCell = EmitterCell
/// `CAEmitterLayerEmitterShape`: `.point`, `.line`, `.rectangle`, `.cuboid`, `.circle`,
/// `.sphere`, with Core Animation's raw values.
public typealias CAEmitterLayerEmitterShape = EmitterLayer.Shape
/// `CAEmitterLayerEmitterMode`: `.points`, `.outline`, `.surface`, `.volume`.
public typealias CAEmitterLayerEmitterMode = EmitterLayer.Mode
/// `CAEmitterLayerRenderMode`: `.unordered`, `.oldestFirst`, `.oldestLast`,
/// `.backToFront`, `.additive`.
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode
