// Public API of core's messages area; each file of the area is re-exported here.
export {};
