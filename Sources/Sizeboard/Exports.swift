@_exported import Adaptivity
@_exported import Pages
@_exported import Previews
