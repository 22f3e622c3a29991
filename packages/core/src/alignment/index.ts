// Public API of core's alignment area; each file of the area is re-exported here.
export {};
