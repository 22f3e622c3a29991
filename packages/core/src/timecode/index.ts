// Public API of core's timecode area; each file of the area is re-exported here.
export {};
