// Equivalent survivors in the http folder (see ../equivalent.mjs for the rules of this list).

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [];
