/// The executable re-exports the shared output library, so code that imports `offload` (its end-to-end tests) sees
/// the JSON shapes, text renderings and settings where they were before they moved into `OffloadInterface`.
@_exported import OffloadInterface
