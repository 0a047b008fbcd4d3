// Declares nothing: `import os.log` finds its names in the Swift module `os`; this header
// exists because a Clang submodule needs one.
