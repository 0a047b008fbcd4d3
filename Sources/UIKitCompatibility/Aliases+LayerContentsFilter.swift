// Core Animation's name for the sampling filters of a layer's contents, so code that copies
// `magnificationFilter` from one layer to another ports unchanged.

import Engine

/// `CALayerContentsFilter` (`LayerContentsFilter`): `.linear`, `.nearest`, `.trilinear`.
public typealias CALayerContentsFilter = LayerContentsFilter
