// Public API of core's machines area; each file of the area is re-exported here.
export {};
