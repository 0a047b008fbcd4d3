import Renderer
