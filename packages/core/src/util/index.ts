// Public API of core's util area; each file of the area is re-exported here.
export {};
